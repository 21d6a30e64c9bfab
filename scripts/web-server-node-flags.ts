/**
 * Node's flags for the web server, which judges every online room's moves as it answers pages
 * (`npm start` runs it with them, and `npm run bench` runs every benchmark with them, so the online
 * rooms' server is measured as it runs): V8's young generation in semi-spaces of 32 MB, against 16
 * by default. Judging and Socket.IO make many short-lived objects for every move; in the 400-room
 * benchmark's CPU profile garbage collection was 7-9 % of the server's CPU with the default and 5 %
 * with 32 MB (64 MB: 5 % too), for at most 32 MB more memory once the server is that busy.
 */
export const WEB_SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
