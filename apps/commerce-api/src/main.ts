// Placeholder until the commerce API lands (issue 6).
console.info('commerce-api: not built yet');
