// Nothing special for the @clubshop packages: their client modules say 'use client' themselves,
// and the kit's per-component CSS imports are bundled as Next bundles any package's CSS.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The example's test checks the server's HTML; no image optimiser (it would want sharp's binary).
  images: { unoptimized: true },
};

export default nextConfig;
