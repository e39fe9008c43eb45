/**
 * The cluster site's Redis (bin/site/cache.mjs, docs/hosting.md): its own
 * redis-server on a Unix socket in the site's run/ (no TCP port, so sites
 * side by side never share one), its data folder under the site's home, no
 * snapshots. Every WordPress process of the site, both php-fpm masters and
 * bin/site/wp-eval.sh, reaches it through the Redis Object Cache drop-in
 * (WP_REDIS_PATH in wp-config.php, written by bin/site/wp-up.sh).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './nginx.mjs';

/**
 * Where a site's Redis lives.
 *
 * @param {{ home: string, run: string }} site
 */
export function redisOf( site ) {
	return {
		socket: join( site.run, 'redis.sock' ),
		pidFile: join( site.run, 'redis.pid' ),
		logFile: join( site.run, 'redis.log' ),
		dir: join( site.home, 'redis' ),
	};
}

/**
 * Asks the site's Redis for PONG; true when it answered.
 *
 * @param {ReturnType<typeof redisOf>} redis
 */
function pong( redis ) {
	try {
		return (
			execFileSync( 'redis-cli', [ '-s', redis.socket, 'ping' ], {
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'ignore' ],
			} ).trim() === 'PONG'
		);
	} catch {
		return false;
	}
}

/**
 * Starts the site's Redis when it is not running, and empties it: a fresh
 * site starts from the database alone. Resolves once it answers (10 s at
 * most).
 *
 * @param {{ home: string, run: string }} site
 * @param {(...args: any[]) => void}      log
 */
export async function startRedis( site, log ) {
	const redis = redisOf( site );
	mkdirSync( redis.dir, { recursive: true } );
	mkdirSync( site.run, { recursive: true } );
	if ( ! pong( redis ) ) {
		execFileSync(
			'redis-server',
			[
				'--port',
				'0',
				'--unixsocket',
				redis.socket,
				'--unixsocketperm',
				'700',
				'--dir',
				redis.dir,
				'--pidfile',
				redis.pidFile,
				'--logfile',
				redis.logFile,
				'--daemonize',
				'yes',
				'--save',
				'',
				'--appendonly',
				'no',
				'--maxmemory',
				'128mb',
				'--maxmemory-policy',
				'allkeys-lru',
			],
			{ stdio: [ 'ignore', 2, 2 ] }
		);
	}
	for ( let i = 0; i < 50 && ! pong( redis ); i++ ) {
		await sleep( 200 );
	}
	if ( ! pong( redis ) ) {
		throw new Error( `Redis did not answer on ${ redis.socket }` );
	}
	execFileSync( 'redis-cli', [ '-s', redis.socket, 'flushall' ], {
		stdio: 'ignore',
	} );
	log( `Redis up on ${ redis.socket } (emptied)` );
}
