/**
 * Near-valid Constant Contact forms for the fuzz tests: the plugin's recorded
 * form HTML (the block renderer's `rendered`) mutated, with a model of what
 * the mutations left, so a test can say what the reader must give.
 *
 * The form is cut into tokens (tags and text) up to `</form>`; its inputs are
 * kept as attribute lists. Mutations: drop, duplicate or move an input;
 * change the `ctct-id` value (other numbers, entities, spaces, non-numbers);
 * rename a field; write hostile markup into attributes the reader does not
 * read (escaped, as the plugin writes attributes); insert hostile markup
 * between tags; truncate. What follows `</form>` (the plugin's script) is
 * kept as recorded: markup inserted into a script is not markup.
 */
import fc from 'fast-check';
import { answer } from '../../shared/recordings';
import { FORM_MARKUP } from './fuzz-arbitraries';
import { isRecord } from '../../../src/api/isRecord';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';

/** An attribute: name, the text written into the tag, the value it means. */
type Attr = [ name: string, raw: string | null, value: string | null ];

interface InputToken {
	input: Attr[];
}

type Token = string | InputToken;

/** The recordings holding a rendered form (with and without its title). */
const FORM_RECORDINGS = [
	'ctct-block-renderer-admin.json',
	'ctct-block-renderer-admin-title.json',
	'ctct-block-renderer-admin-editor.json',
];

/**
 * A recording's rendered form HTML.
 * @param file File name in the recordings folder.
 */
function recordedForm( file: string ): string {
	const body = answer( file ) as { rendered: string };
	return body.rendered;
}

/**
 * An attribute value as the plugin writes it (esc_attr).
 * @param value
 */
const escapeAttr = ( value: string ) =>
	value
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * The attributes of a recorded `<input …>` tag (double-quoted values, no
 * entities in the recordings).
 * @param tag
 */
function attributesOf( tag: string ): Attr[] {
	const attrs: Attr[] = [];
	const body = tag.replace( /^<input/, '' ).replace( /\/?>$/, '' );
	for ( const [ , name = '', value ] of body.matchAll(
		/([^\s="/]+)(?:="([^"]*)")?/g
	) ) {
		attrs.push( [ name, value ?? null, value ?? null ] );
	}
	return attrs;
}

/**
 * A recorded form cut into tokens, and the part after `</form>`.
 * @param html
 */
function tokenize( html: string ): { tokens: Token[]; tail: string } {
	const end = html.indexOf( '</form>' );
	const tokens = ( html.slice( 0, end ).match( /<[^>]*>|[^<]+/g ) ?? [] ).map(
		( token ): Token =>
			token.startsWith( '<input' )
				? { input: attributesOf( token ) }
				: token
	);
	return { tokens, tail: html.slice( end ) };
}

const BASES = FORM_RECORDINGS.map( ( file ) =>
	tokenize( recordedForm( file ) )
);

/** `ctct-id` values: [text written into the attribute, value it means]. */
const ID_VALUES: fc.Arbitrary< [ string, string ] > = fc.oneof(
	{
		weight: 6,
		arbitrary: fc
			.oneof(
				fc.integer( { min: 1, max: 99999 } ),
				fc.integer( { min: 1, max: Number.MAX_SAFE_INTEGER } )
			)
			.chain( ( id ) =>
				fc
					.tuple(
						fc.constantFrom( '', '0', '00' ),
						fc.constantFrom( '', ' ', '\t', '\n', '  ' ),
						fc.constantFrom( '', ' ', '\t', '\n' )
					)
					.map( ( [ zeros, before, after ] ): [ string, string ] => {
						const value = `${ before }${ zeros }${ id }${ after }`;
						return [ escapeAttr( value ), value ];
					} )
			),
	},
	{
		weight: 1,
		arbitrary: fc.constantFrom< [ string, string ] >(
			[ '&#55;', '7' ],
			[ '&#x34;&#x32;', '42' ],
			[ '7&#32;', '7 ' ],
			[ '&#32;19', ' 19' ]
		),
	},
	{
		weight: 3,
		arbitrary: fc
			.oneof(
				fc.constantFrom(
					'',
					' ',
					'0',
					'000',
					'-7',
					'+7',
					'7.0',
					'7.5',
					'1e3',
					'0x7',
					'7a',
					'a7',
					'7 7',
					'seven',
					'\uff17',
					'\u0667',
					'7\u00a0',
					'NaN',
					'Infinity'
				),
				fc.string( { maxLength: 8 } ),
				fc.constantFrom( ...hostileMarkup() )
			)
			.map( ( value ): [ string, string ] => [
				escapeAttr( value ),
				value,
			] ),
	}
);

/** Field names: [prefix the reader looks for, kinds of rename]. */
const RENAMES: Record< string, string[] > = {
	'ctct-id': [ 'ctct_id', 'CTCT-ID', 'ctct-id ', ' ctct-id', 'ctct-idx' ],
	email___: [ 'email___', 'Email___', 'email__', 'e-mail___', ' email___' ],
	first_name___: [ 'first_name___', 'firstname___', 'email___' ],
	last_name___: [ 'last_name___', 'lastname___', 'email___' ],
};

/**
 * Hostile markup: the forms' fuzz pool (FORM_MARKUP) with its `<svg>`
 * closed (inside an open `<svg>`, a `<template>`, `<textarea>` or `<style>`
 * is not inert, so the decoys would be real inputs); decoys: fake inputs
 * where a browser makes no element (a template, comment, textarea, style,
 * script, srcdoc); and a real input of a name the reader never reads. Each
 * sentinel must never come out of the reader.
 */
function hostileMarkup(): string[] {
	return [
		...FORM_MARKUP.map( ( markup ) =>
			markup.startsWith( '<svg' ) ? `${ markup }</svg>` : markup
		),
		'<template><input name="ctct-id" value="SENTINEL_TPL"><input name="email___SENTINEL_TPL"></template>',
		'<!-- <input name="ctct-id" value="1"><input name="email___SENTINEL_COMMENT"> -->',
		'<textarea><input name="email___SENTINEL_TEXTAREA"></textarea>',
		'<style><input name="email___SENTINEL_STYLE"></style>',
		'<script>"<input name=\'email___SENTINEL_JS\'>"</script>',
		'<iframe srcdoc="<input name=&quot;email___SENTINEL_SRCDOC&quot;>"></iframe>',
		'<input name="SENTINEL_NAME" value="SENTINEL_VALUE">',
	];
}

const MARKUP = hostileMarkup();

/** Attributes the reader never reads, whatever the input. */
const UNREAD = [
	'class',
	'id',
	'placeholder',
	'title',
	'data-x',
	'aria-label',
];

/** Names whose `value` the reader reads. */
const READ_VALUES = new Set( [
	'ctct-id',
	'ctct-verify',
	'ctct-instance',
	'ctct_time',
	'ctct-opt-in',
] );

type Mutation =
	| { kind: 'drop'; at: number }
	| { kind: 'duplicate'; at: number; to: number }
	| { kind: 'move'; at: number; to: number }
	| { kind: 'id'; at: number; value: [ string, string ] }
	| { kind: 'rename'; field: string; to: string; suffix: string }
	| { kind: 'attr'; at: number; name: string; value: string }
	| { kind: 'insert'; to: number; markup: string };

const index = fc.nat( { max: 1000 } );

const mutation: fc.Arbitrary< Mutation > = fc.oneof(
	{
		weight: 1,
		arbitrary: fc.record( { kind: fc.constant( 'drop' ), at: index } ),
	},
	{
		weight: 2,
		arbitrary: fc.record( {
			kind: fc.constant( 'duplicate' ),
			at: index,
			to: index,
		} ),
	},
	{
		weight: 2,
		arbitrary: fc.record( {
			kind: fc.constant( 'move' ),
			at: index,
			to: index,
		} ),
	},
	{
		weight: 2,
		arbitrary: fc.record( {
			kind: fc.constant( 'id' ),
			at: index,
			value: ID_VALUES,
		} ),
	},
	{
		weight: 1,
		arbitrary: fc
			.constantFrom( ...Object.keys( RENAMES ) )
			.chain( ( field ) =>
				fc.record( {
					kind: fc.constant( 'rename' ),
					field: fc.constant( field ),
					to: fc.constantFrom( ...( RENAMES[ field ] ?? [] ) ),
					suffix: fc.stringMatching( /^[0-9a-f_]{0,12}$/ ),
				} )
			),
	},
	{
		weight: 3,
		arbitrary: fc.record( {
			kind: fc.constant( 'attr' ),
			at: index,
			name: fc.constantFrom( ...UNREAD, 'value' ),
			value: fc.constantFrom( ...MARKUP ),
		} ),
	},
	{
		weight: 4,
		arbitrary: fc.record( {
			kind: fc.constant( 'insert' ),
			to: index,
			markup: fc.constantFrom( ...MARKUP ),
		} ),
	}
);

/** A mutated form, and the inputs a browser finds in it, in order. */
export interface MutatedForm {
	html: string;
	/** Each input's attributes (name → value), as the browser reads them. */
	inputs: Array< Map< string, string | null > >;
}

const nameOf = ( token: InputToken ) =>
	token.input.find( ( [ name ] ) => name === 'name' )?.[ 2 ] ?? '';

function setAttr( token: InputToken, attr: Attr ): InputToken {
	const input = token.input.filter( ( [ name ] ) => name !== attr[ 0 ] );
	const at = token.input.findIndex( ( [ name ] ) => name === attr[ 0 ] );
	input.splice( at === -1 ? input.length : at, 0, attr );
	return { input };
}

/**
 * Applies one mutation to the tokens.
 * @param tokens
 * @param m
 */
function mutate( tokens: Token[], m: Mutation ): Token[] {
	const inputAt = ( i: number ) => {
		const positions = tokens.flatMap( ( token, at ) =>
			typeof token === 'string' ? [] : [ at ]
		);
		return positions.length ? positions[ i % positions.length ] : undefined;
	};
	const next = [ ...tokens ];
	const at = 'at' in m ? inputAt( m.at ) : undefined;
	const input = at === undefined ? undefined : ( tokens[ at ] as InputToken );
	switch ( m.kind ) {
		case 'drop':
			if ( at !== undefined ) {
				next.splice( at, 1 );
			}
			return next;
		case 'duplicate':
			if ( input ) {
				next.splice( m.to % ( next.length + 1 ), 0, input );
			}
			return next;
		case 'move':
			if ( at !== undefined && input ) {
				next.splice( at, 1 );
				next.splice( m.to % ( next.length + 1 ), 0, input );
			}
			return next;
		case 'id': {
			const ids = tokens.flatMap( ( token, i ) =>
				typeof token !== 'string' && nameOf( token ) === 'ctct-id'
					? [ i ]
					: []
			);
			const target = ids[ m.at % Math.max( ids.length, 1 ) ];
			if ( target !== undefined ) {
				next[ target ] = setAttr( next[ target ] as InputToken, [
					'value',
					m.value[ 0 ],
					m.value[ 1 ],
				] );
			}
			return next;
		}
		case 'rename':
			return next.map( ( token ) => {
				if ( typeof token === 'string' ) {
					return token;
				}
				const name = nameOf( token );
				if ( ! name.startsWith( m.field ) ) {
					return token;
				}
				const renamed =
					m.field === 'ctct-id' ? m.to : `${ m.to }${ m.suffix }`;
				return setAttr( token, [
					'name',
					escapeAttr( renamed ),
					renamed,
				] );
			} );
		case 'attr':
			if (
				input &&
				! ( m.name === 'value' && READ_VALUES.has( nameOf( input ) ) )
			) {
				next[ at as number ] = setAttr( input, [
					m.name,
					escapeAttr( m.value ),
					m.value,
				] );
			}
			return next;
		case 'insert':
			next.splice( m.to % ( next.length + 1 ), 0, m.markup );
			return next;
	}
}

/**
 * An input tag.
 * @param token
 */
const inputTag = ( token: InputToken ) =>
	`<input ${ token.input
		.map( ( [ name, raw ] ) =>
			raw === null ? name : `${ name }="${ raw }"`
		)
		.join( ' ' ) } />`;

/**
 * A recorded form, mutated; now and then truncated.
 */
export const mutatedForm: fc.Arbitrary< MutatedForm > = fc
	.record( {
		base: fc.constantFrom( ...BASES ),
		mutations: fc.array( mutation, { maxLength: 8 } ),
		cut: fc.oneof(
			{ weight: 6, arbitrary: fc.constant( null ) },
			{
				weight: 1,
				arbitrary: fc.double( { min: 0, max: 1, noNaN: true } ),
			}
		),
	} )
	.map( ( { base, mutations, cut } ) => {
		const tokens = mutations.reduce( mutate, base.tokens );
		let html = '';
		const ends: Array< [ number, InputToken ] > = [];
		for ( const token of tokens ) {
			if ( typeof token === 'string' ) {
				html += token;
			} else {
				html += inputTag( token );
				ends.push( [ html.length, token ] );
			}
		}
		html += base.tail;
		const length =
			cut === null ? html.length : Math.floor( cut * html.length );
		return {
			html: html.slice( 0, length ),
			// A tag cut short is dropped by the HTML parser.
			inputs: ends
				.filter( ( [ end ] ) => end <= length )
				.map(
					( [ , token ] ) =>
						new Map(
							token.input.map( ( [ name, , value ] ) => [
								name,
								value,
							] )
						)
				),
		};
	} );

/**
 * What `parseNewsletterFormHtml` must give for these inputs
 * (docs/forms.md#newsletter-configuration, "Reading the form's HTML"): null
 * without a `ctct-id` of digits (a positive number) or an `email___…` input;
 * else each key from the first input of its name.
 *
 * @param inputs The inputs a browser finds, in order.
 */
export function expectedFormConfig(
	inputs: MutatedForm[ 'inputs' ]
): NewsletterFormConfig | null {
	const names = inputs.map( ( input ) => input.get( 'name' ) ?? '' );
	const value = ( name: string ) =>
		inputs
			.find( ( input ) => input.get( 'name' ) === name )
			?.get( 'value' );
	const prefixed = ( prefix: string ) =>
		names.find( ( name ) => name.startsWith( prefix ) );
	const id = ( value( 'ctct-id' ) ?? '' ).trim();
	const formId = /^\d+$/.test( id ) ? Number( id ) : 0;
	const email = prefixed( 'email___' );
	if ( ! formId || ! email ) {
		return null;
	}
	const time = ( value( 'ctct_time' ) ?? '' ).trim();
	const firstName = prefixed( 'first_name___' );
	const lastName = prefixed( 'last_name___' );
	return {
		formId,
		verify: value( 'ctct-verify' ) ?? '',
		instance: value( 'ctct-instance' ) ?? '0',
		...( /^\d+$/.test( time ) ? { time: Number( time ) } : {} ),
		fields: {
			email,
			...( firstName ? { firstName } : {} ),
			...( lastName ? { lastName } : {} ),
		},
	};
}

/** A key left out of the object. */
const ABSENT = Symbol( 'absent' );

/** A value to write, and what the reader must make of it. */
interface Variant< T > {
	raw: unknown;
	meaning: T;
}

const is = < T >( raw: unknown, meaning: T ): Variant< T > => ( {
	raw,
	meaning,
} );

/** Values of a wrong type for any key (neither strings nor numbers), or none. */
const junk = fc.oneof(
	fc.constantFrom< unknown >( null, true, false, [], {}, ABSENT ),
	fc
		.jsonValue( { maxDepth: 2 } )
		.filter( ( raw ) => typeof raw !== 'string' && typeof raw !== 'number' )
);

const notRecord = ( value: unknown ) => ! isRecord( value );

const nonEmpty = ( value: unknown ): value is string =>
	typeof value === 'string' && value.trim() !== '';

const spaces = fc.constantFrom( '', ' ', '  ', '\t', '\n' );

/** `formId`: a positive safe integer, or such a number written as digits. */
const formIdVariant: fc.Arbitrary< Variant< number | null > > = fc.oneof(
	{
		weight: 10,
		arbitrary: fc
			.oneof(
				fc.constant( 7 ),
				fc.integer( { min: 1, max: Number.MAX_SAFE_INTEGER } )
			)
			.chain( ( id ) =>
				fc.oneof(
					fc.constant( is( id, id ) ),
					fc
						.tuple(
							spaces,
							fc.constantFrom( '', '0', '00' ),
							spaces
						)
						.map( ( [ before, zeros, after ] ) =>
							is( `${ before }${ zeros }${ id }${ after }`, id )
						)
				)
			),
	},
	{
		weight: 2,
		arbitrary: fc
			.oneof(
				fc.constantFrom< unknown >(
					0,
					-7,
					1.5,
					'0',
					'-7',
					'+7',
					'7a',
					'7.0',
					'1e3',
					'',
					' ',
					'\u0667',
					2 ** 53,
					'9007199254740993',
					1e21,
					[ 7 ],
					{ id: 7 }
				),
				fc.integer( { max: 0 } ),
				junk
			)
			.map( ( raw ) => is< number | null >( raw, null ) ),
	}
);

/**
 * A string key the reader carries over when it is not blank: any string
 * (kept as written) or a value of a wrong type (left out).
 * @param good Typical values.
 */
const optionalText = ( good: fc.Arbitrary< string > ) =>
	fc.oneof(
		{
			weight: 6,
			arbitrary: good.map( ( raw ) =>
				is( raw, nonEmpty( raw ) ? raw : undefined )
			),
		},
		{
			weight: 1,
			arbitrary: fc
				.oneof( fc.constantFrom( '', ' ', '\t' ), junk )
				.map( ( raw ) => is< string | undefined >( raw, undefined ) ),
		}
	);

const fieldName = ( prefix: string ) =>
	fc.oneof(
		fc.constant( `${ prefix }ecd412e904309dcce66177488240b016` ),
		fc
			.tuple( spaces, fc.string( { maxLength: 20 } ), spaces )
			.map( ( [ a, b, c ] ) => `${ a }${ prefix }${ b }${ c }` )
	);

const HOSTILE = fc.constantFrom( ...MARKUP );

/** `verify`: any string, kept as written; else ''. */
const verifyVariant = fc.oneof(
	{
		weight: 6,
		arbitrary: fc
			.oneof(
				fc.constant( 'igymfgNpUSBZloT3m3ZsKfySy' ),
				fc.string(),
				HOSTILE
			)
			.map( ( raw ) => is( raw, raw ) ),
	},
	{ weight: 1, arbitrary: junk.map( ( raw ) => is( raw, '' ) ) }
);

/** `instance`: a string as written, a number as its decimal text, else '0'. */
const instanceVariant = fc.oneof(
	{
		weight: 6,
		arbitrary: fc
			.oneof( fc.constantFrom( '0', '1', '', ' 2 ' ), fc.string() )
			.map( ( raw ) => is( raw, raw ) ),
	},
	{
		weight: 2,
		arbitrary: fc
			.oneof( fc.integer(), fc.constantFrom( 1.5, -3, 1e21 ) )
			.map( ( raw ) => is( raw, String( raw ) ) ),
	},
	{
		weight: 1,
		arbitrary: junk.map( ( raw ) => is( raw, '0' ) ),
	}
);

/**
 * `time`: a safe integer number as it is (the site's clock may be anything),
 * a string of digits as its positive number; else left out.
 */
const timeVariant: fc.Arbitrary< Variant< number | undefined > > = fc.oneof(
	{
		weight: 6,
		arbitrary: fc
			.oneof(
				fc.constant( 1795321196 ),
				fc.integer( {
					min: Number.MIN_SAFE_INTEGER,
					max: Number.MAX_SAFE_INTEGER,
				} )
			)
			.map( ( raw ) => is( raw, raw ) ),
	},
	{
		weight: 2,
		arbitrary: fc
			.integer( { min: 1, max: Number.MAX_SAFE_INTEGER } )
			.chain( ( time ) =>
				fc
					.tuple( spaces, spaces )
					.map( ( [ a, b ] ) => is( `${ a }${ time }${ b }`, time ) )
			),
	},
	{
		weight: 2,
		arbitrary: fc
			.oneof(
				fc.constantFrom< unknown >(
					'0',
					'',
					'-5',
					'12a',
					1.5,
					2 ** 53,
					'9007199254740993'
				),
				junk
			)
			.map( ( raw ) => is< number | undefined >( raw, undefined ) ),
	}
);

/** The list ids: an array whose blank and non-string items are dropped. */
const listsVariant: fc.Arbitrary< Variant< string[] > > = fc.oneof(
	{
		weight: 3,
		arbitrary: fc
			.array(
				fc.oneof(
					{
						weight: 4,
						arbitrary: fc.stringMatching( /^[0-9a-f]{1,12}$/ ),
					},
					{
						weight: 1,
						arbitrary: fc.constantFrom< unknown >(
							'',
							' ',
							7,
							null,
							[ 'x' ]
						),
					}
				),
				{ maxLength: 4 }
			)
			.map( ( raw ) => is( raw, raw.filter( nonEmpty ) ) ),
	},
	{
		weight: 2,
		arbitrary: fc
			.oneof(
				junk.filter( ( raw ) => ! Array.isArray( raw ) ),
				fc.constant( ABSENT )
			)
			.map( ( raw ) => is< string[] >( raw, [] ) ),
	}
);

/** `optIn`: kept when its name is not blank; a blank value means '1'. */
const optInVariant: fc.Arbitrary<
	Variant< { name: string; value: string } | undefined >
> = fc.oneof(
	{
		weight: 2,
		arbitrary: fc
			.record( {
				name: fc.oneof(
					fc.constant( 'ctct-opt-in' ),
					fc.string(),
					junk
				),
				value: fc.oneof(
					fc.constantFrom( '1', 'on' ),
					fc.string(),
					junk
				),
			} )
			.map( ( { name, value } ) =>
				is(
					stripAbsent( { name, value } ),
					nonEmpty( name )
						? { name, value: nonEmpty( value ) ? value : '1' }
						: undefined
				)
			),
	},
	{
		weight: 3,
		arbitrary: fc
			.oneof( fc.constant( ABSENT ), junk )
			.filter( notRecord )
			.map( ( raw ) =>
				is< { name: string; value: string } | undefined >(
					raw,
					undefined
				)
			),
	}
);

/**
 * An object without the keys whose value is ABSENT.
 * @param object
 */
function stripAbsent( object: Record< string, unknown > ) {
	return Object.fromEntries(
		Object.entries( object ).filter( ( [ , value ] ) => value !== ABSENT )
	);
}

const KNOWN = [
	'formId',
	'verify',
	'instance',
	'time',
	'fields',
	'lists',
	'optIn',
	'email',
	'firstName',
	'lastName',
];

/** Keys the reader does not know, with any JSON. */
const extraKeys = fc.dictionary(
	fc
		.string( { maxLength: 10 } )
		.filter( ( key ) => ! KNOWN.includes( key ) && key !== '__proto__' ),
	fc.jsonValue( { maxDepth: 2 } ),
	{ maxKeys: 3 }
);

/**
 * A configuration file's JSON near the valid one (what PHP builds from the
 * recorded form, docs/forms.md#newsletter-configuration): keys dropped, of
 * wrong types, numbers as strings with spaces, ids of zero or below, extra
 * keys, nested garbage; and what `parseNewsletterConfigJson` must give.
 */
export const nearValidConfig: fc.Arbitrary< {
	value: unknown;
	expected: NewsletterFormConfig | null;
} > = fc
	.record( {
		formId: formIdVariant,
		verify: verifyVariant,
		instance: instanceVariant,
		time: timeVariant,
		fieldsShape: fc.oneof(
			{ weight: 15, arbitrary: fc.constant( null ) },
			{
				weight: 1,
				arbitrary: fc
					.oneof( fc.constant( ABSENT ), junk )
					.filter( notRecord ),
			}
		),
		email: fc.oneof(
			{
				weight: 8,
				arbitrary: fieldName( 'email___' ).map( ( raw ) =>
					is( raw, nonEmpty( raw ) ? raw : undefined )
				),
			},
			{
				weight: 1,
				arbitrary: fc
					.oneof( fc.constantFrom( '', '  ' ), junk )
					.map( ( raw ) =>
						is< string | undefined >( raw, undefined )
					),
			}
		),
		firstName: optionalText( fieldName( 'first_name___' ) ),
		lastName: optionalText( fieldName( 'last_name___' ) ),
		listsField: optionalText(
			fc.constant( 'lists___3e0b4aaa4a6f5a2fb06e6d3bcfc0cd83[]' )
		),
		lists: listsVariant,
		optIn: optInVariant,
		extra: extraKeys,
		fieldsExtra: extraKeys,
		wrap: fc.oneof(
			{ weight: 30, arbitrary: fc.constant( 'object' ) },
			{
				weight: 1,
				arbitrary: fc.constantFrom( 'array', 'string', 'null' ),
			}
		),
	} )
	.map( ( v ) => {
		const fields =
			v.fieldsShape === null
				? stripAbsent( {
						...v.fieldsExtra,
						email: v.email.raw,
						firstName: v.firstName.raw,
						lastName: v.lastName.raw,
						lists: v.listsField.raw,
					} )
				: v.fieldsShape;
		const object = stripAbsent( {
			...v.extra,
			formId: v.formId.raw,
			verify: v.verify.raw,
			instance: v.instance.raw,
			time: v.time.raw,
			fields,
			lists: v.lists.raw,
			optIn: v.optIn.raw,
		} );
		const value = {
			object,
			array: [ object ],
			string: JSON.stringify( object ),
			null: null,
		}[ v.wrap ];
		const formId = v.formId.meaning;
		const email = v.email.meaning;
		if (
			v.wrap !== 'object' ||
			v.fieldsShape !== null ||
			formId === null ||
			email === undefined
		) {
			return { value, expected: null };
		}
		const listsField = v.listsField.meaning;
		const lists = listsField ? v.lists.meaning : [];
		const expected: NewsletterFormConfig = {
			formId,
			verify: v.verify.meaning,
			instance: v.instance.meaning,
			...( v.time.meaning !== undefined ? { time: v.time.meaning } : {} ),
			fields: {
				email,
				...( v.firstName.meaning
					? { firstName: v.firstName.meaning }
					: {} ),
				...( v.lastName.meaning
					? { lastName: v.lastName.meaning }
					: {} ),
				...( lists.length ? { lists: listsField } : {} ),
			},
			...( lists.length ? { lists } : {} ),
			...( v.optIn.meaning ? { optIn: v.optIn.meaning } : {} ),
		};
		return { value, expected };
	} );
