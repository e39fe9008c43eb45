/**
 * Makes languages/author-site.pot, the template translators start from
 * (docs/i18n.md), from three sources, in gettext's standard format with the
 * block editor's conventions (references, `translators:` comments, plural
 * forms, contexts):
 *
 * - the theme's PHP: the __()-family calls in the text domain `author-site`
 *   (bin/build/pot-php.php reads them with PHP's own tokenizer);
 * - the app: `__`, `_x`, `_n`, `_nx` calls with literal arguments in src/
 *   (read with TypeScript's parser), with their `translators:` comments;
 * - every string of the copy files src/i18n/translatable.json lists (a plural
 *   pair, under a key of its `plurals`, as one entry with its plural), which
 *   both renderers translate when they read them (src/i18n/translate.ts,
 *   inc/lib/files.php), with the comment translatable.json gives a string;
 * - the theme's header in style.css, as WordPress's own tools do.
 *
 * Usage: node bin/build/pot.mjs          writes languages/author-site.pot
 *        node bin/build/pot.mjs --stdout prints it
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const DOMAIN = 'author-site';

/**
 * Files under a folder of the repository, relative, sorted.
 * @param {string} folder  Folder inside the repository.
 * @param {RegExp} pattern What a file's path matches.
 */
function filesUnder( folder, pattern ) {
	return readdirSync( join( root, folder ), { recursive: true } )
		.map( ( file ) => join( folder, String( file ) ) )
		.filter( ( file ) => pattern.test( file ) )
		.sort();
}

function phpEntries() {
	const files = [
		'functions.php',
		'index.php',
		'comments.php',
		...filesUnder( 'inc', /\.php$/ ),
	];
	const out = execFileSync(
		'php',
		[ join( root, 'bin', 'build', 'pot-php.php' ), ...files ],
		{ cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	return JSON.parse( out );
}

// The app's functions => the roles of their arguments.
const JS_FUNCTIONS = {
	__: [ 'msgid', 'domain' ],
	_x: [ 'msgid', 'context', 'domain' ],
	_n: [ 'msgid', 'plural', null, 'domain' ],
	_nx: [ 'msgid', 'plural', null, 'context', 'domain' ],
};

function translatorsComment( source, node ) {
	// The comment may sit before the call or before the statement holding it.
	for ( let at = node; at && ! ts.isSourceFile( at ); at = at.parent ) {
		const ranges = ts.getLeadingCommentRanges( source.text, at.pos ) ?? [];
		for ( const range of ranges.reverse() ) {
			const text = source.text.slice( range.pos, range.end );
			const match = /translators:[\s\S]*/i.exec( text );
			if ( match ) {
				return match[ 0 ]
					.replace( /\*\/\s*$/, '' )
					.replace( /^\s*(\/\/|\*)\s?/gm, ' ' )
					.replace( /\s+/g, ' ' )
					.trim();
			}
		}
		if ( ts.isStatement( at ) ) {
			break;
		}
	}
	return undefined;
}

function jsEntries() {
	const entries = [];
	for ( const file of filesUnder( 'src', /\.(ts|tsx|js)$/ ) ) {
		const text = readFileSync( join( root, file ), 'utf8' );
		const source = ts.createSourceFile(
			file,
			text,
			ts.ScriptTarget.Latest,
			true,
			file.endsWith( '.tsx' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
		);
		const visit = ( node ) => {
			if (
				ts.isCallExpression( node ) &&
				ts.isIdentifier( node.expression ) &&
				JS_FUNCTIONS[ node.expression.text ]
			) {
				const entry = {};
				JS_FUNCTIONS[ node.expression.text ].forEach( ( role, i ) => {
					const arg = node.arguments[ i ];
					if ( role && arg && ts.isStringLiteralLike( arg ) ) {
						entry[ role ] = arg.text;
					}
				} );
				if ( entry.domain === DOMAIN && entry.msgid !== undefined ) {
					delete entry.domain;
					const comment = translatorsComment( source, node );
					if ( comment ) {
						entry.comment = comment;
					}
					entry.file = file;
					entry.line =
						source.getLineAndCharacterOfPosition(
							node.getStart( source )
						).line + 1;
					entries.push( entry );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return entries;
}

/** The strings of the copy files, as src/i18n/translate.ts translates them. */
export function copyEntries() {
	const rules = JSON.parse(
		readFileSync( join( root, 'src/i18n/translatable.json' ), 'utf8' )
	);
	const keep = new Set( rules.keep );
	const plurals = new Set( rules.plurals ?? [] );
	const comments = rules.comments ?? {};
	const entries = [];
	for ( const file of rules.files ) {
		const text = readFileSync( join( root, file ), 'utf8' );
		const lines = text.split( '\n' );
		let from = 0;
		const lineOf = ( value ) => {
			// The first line at or after the last string found holding it.
			const quoted = JSON.stringify( value );
			for ( let i = from; i < lines.length; i++ ) {
				if ( lines[ i ].includes( quoted ) ) {
					from = i;
					return i + 1;
				}
			}
			return undefined;
		};
		// A string, or a plural pair (its singular and plural) under a key of `plurals`.
		const entry = ( value, path, plural ) => {
			const notes = [];
			if ( comments[ `${ file }:${ path }` ] ) {
				notes.push( comments[ `${ file }:${ path }` ] );
			}
			const placeholders = `${ value } ${ plural ?? '' }`.match(
				/\{[A-Za-z]+\}/g
			);
			if ( placeholders ) {
				notes.push(
					`${ [ ...new Set( placeholders ) ].join(
						', '
					) }: filled in by the site; keep as written.`
				);
			}
			entries.push( {
				msgid: value,
				...( plural === undefined ? {} : { plural } ),
				...( notes.length
					? { comment: `translators: ${ notes.join( ' ' ) }` }
					: {} ),
				file,
				line: lineOf( value ),
			} );
		};
		const walk = ( value, path ) => {
			if ( typeof value === 'string' ) {
				if ( /\p{L}/u.test( value ) ) {
					entry( value, path );
				}
				return;
			}
			if ( Array.isArray( value ) ) {
				value.forEach( ( item, i ) =>
					walk( item, `${ path }[${ i }]` )
				);
			} else if ( value !== null && typeof value === 'object' ) {
				for ( const [ key, item ] of Object.entries( value ) ) {
					const at = path ? `${ path }.${ key }` : key;
					if ( plurals.has( key ) && Array.isArray( item ) ) {
						entry( String( item[ 0 ] ), at, String( item[ 1 ] ) );
					} else if ( ! keep.has( key ) ) {
						walk( item, at );
					}
				}
			}
		};
		walk( JSON.parse( text ), '' );
	}
	return entries;
}

function themeHeaderEntries() {
	const css = readFileSync( join( root, 'style.css' ), 'utf8' );
	const entries = [];
	for ( const field of [
		'Theme Name',
		'Theme URI',
		'Description',
		'Author',
		'Author URI',
	] ) {
		const match = new RegExp( `^${ field }:\\s*(.+)$`, 'm' ).exec( css );
		if ( match ) {
			entries.push( {
				msgid: match[ 1 ].trim(),
				comment: `${ field } of the theme`,
				file: 'style.css',
			} );
		}
	}
	return entries;
}

function quote( text ) {
	const escaped = text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\r/g, '\\r' );
	if ( ! escaped.includes( '\n' ) ) {
		return `"${ escaped }"`;
	}
	const parts = escaped.split( '\n' );
	return [
		'""',
		...parts
			.map( ( part, i ) =>
				i < parts.length - 1 ? `"${ part }\\n"` : `"${ part }"`
			)
			.filter( ( line ) => line !== '""' ),
	].join( '\n' );
}

/** The .pot text: one entry per context and text, in order of first use. */
export function makePot() {
	const version = JSON.parse(
		readFileSync( join( root, 'package.json' ), 'utf8' )
	).version;
	const merged = new Map();
	for ( const entry of [
		...themeHeaderEntries(),
		...phpEntries(),
		...jsEntries(),
		...copyEntries(),
	] ) {
		const key = `${ entry.context ?? '' }\u0004${ entry.msgid }`;
		const seen = merged.get( key ) ?? {
			...entry,
			comments: new Set(),
			references: new Set(),
		};
		if ( entry.comment ) {
			seen.comments.add( entry.comment );
		}
		seen.references.add(
			entry.line ? `${ entry.file }:${ entry.line }` : entry.file
		);
		seen.plural = seen.plural ?? entry.plural;
		merged.set( key, seen );
	}
	const header = [
		'# Copyright (C) the Author Site team',
		'# This file is distributed under the GNU General Public License v2 or later.',
		'# Made by bin/build/pot.mjs (npm run pot); do not edit.',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: Author Site ${ version }\\n"`,
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Language-Team: LANGUAGE <LL@li.org>\\n"',
		'"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
		`"X-Domain: ${ DOMAIN }\\n"`,
	].join( '\n' );
	const blocks = [ ...merged.values() ].map( ( entry ) => {
		const lines = [];
		for ( const comment of entry.comments ) {
			lines.push( `#. ${ comment }` );
		}
		lines.push( `#: ${ [ ...entry.references ].join( ' ' ) }` );
		if ( /%(\d+\$)?[sdf]/.test( entry.msgid ) ) {
			lines.push( '#, php-format' );
		}
		if ( entry.context !== undefined ) {
			lines.push( `msgctxt ${ quote( entry.context ) }` );
		}
		lines.push( `msgid ${ quote( entry.msgid ) }` );
		if ( entry.plural !== undefined ) {
			lines.push( `msgid_plural ${ quote( entry.plural ) }` );
			lines.push( 'msgstr[0] ""', 'msgstr[1] ""' );
		} else {
			lines.push( 'msgstr ""' );
		}
		return lines.join( '\n' );
	} );
	return `${ [ header, ...blocks ].join( '\n\n' ) }\n`;
}

const pot = makePot();
if ( process.argv.includes( '--stdout' ) ) {
	process.stdout.write( pot );
} else {
	const target = join( root, 'languages', `${ DOMAIN }.pot` );
	mkdirSync( dirname( target ), { recursive: true } );
	writeFileSync( target, pot );
	const count = pot.match( /^msgid "(?!")|^msgid ""\n"/gm ).length;
	console.log( `pot: ${ relative( root, target ) } (${ count } strings)` );
}
