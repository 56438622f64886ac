// Vitest runs the server's modules in Node, outside any client bundle: `server-only` has nothing to guard there
// (Next.js resolves it to an empty module for the server too, by its `react-server` condition).
export {};
