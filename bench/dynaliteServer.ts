/**
 * The DynamoDB emulator alone in its own process (started by dynamoProcess.ts): dynalite on a free
 * 127.0.0.1 port with the folder given as the first argument. Tells its parent the endpoint over
 * the IPC channel, and closes when the parent disconnects (stops, crashes or is killed), so no
 * emulator outlives its benchmark.
 */
import { createRequire } from 'node:module';
import type { AddressInfo, Server } from 'node:net';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (o: Record<string, unknown>) => Server;

const dir = process.argv[2];
if (!dir || !process.send) throw new Error('dynaliteServer.ts runs as a child with IPC: fork(file, [dataDir])');
const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(0, '127.0.0.1', () => process.send!({ endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
process.on('disconnect', () => server.close(() => process.exit(0)));
