/** The shell and the four remotes, on localhost and 127.0.0.1 (ports 3000-3004). */
export const defaultCorsOrigins: readonly string[] = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
