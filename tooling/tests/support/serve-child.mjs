// Starts one static server in its own Node process for the static-server tests: Jest's module
// system cannot load @fastify/static's ES-module dependencies, a real process can (as in production).
import { serveApp } from '../../serve/static-server.mjs';

const options = JSON.parse(process.argv[2]);
const server = await serveApp({ ...options, port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
