// Unit tests run server modules directly in Node: `server-only` (which throws outside React's server
// build) is replaced by this empty module here only. The Next build keeps the real guard.
export {};
