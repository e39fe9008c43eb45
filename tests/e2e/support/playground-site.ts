import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * The Playground smoke test's site (bin/site/playground.mjs): its own port and
 * folder, Debian's WordPress files and the plugins' release zips, so it
 * needs no network and meets none of the MariaDB sites.
 */

export const PLAYGROUND_PORT = Number( process.env.PLAYGROUND_PORT ?? 9401 );
export const PLAYGROUND_URL = `http://127.0.0.1:${ PLAYGROUND_PORT }`;
export const PLAYGROUND_HOME =
	process.env.PLAYGROUND_HOME ??
	join( tmpdir(), 'author-site-playground-test' );
export const PLAYGROUND_WP =
	process.env.PLAYGROUND_WP ?? '/usr/share/wordpress';
export const PLAYGROUND_ZIPS = resolve(
	process.env.AUTHOR_SITE_PLUGINS ?? join( '..', 'shared', 'plugins' )
);
