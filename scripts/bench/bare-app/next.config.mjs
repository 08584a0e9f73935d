/**
 * Next's defaults. The file must exist: without it Next looks for a config in the parent folders and
 * would load the storefront's.
 */
const nextConfig = {};

export default nextConfig;
