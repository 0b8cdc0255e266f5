/** Where the commerce API answers: `VITE_API_URL`, default http://localhost:4000 (all four hosts). */
export const apiOrigin: string = import.meta.env.VITE_API_URL || 'http://localhost:4000';
