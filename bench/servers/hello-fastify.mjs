// The throughput baseline: a bare Fastify answering a small JSON hello on the same machine, so the API figures read
// as a share of what this machine and this framework can do at all. Usage: node bench/servers/hello-fastify.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
