/**
 * A page's sections as the editor holds them: labelled sections (core/group,
 * printed with markers by inc/editor/sections-block.php) and markers typed in a
 * Custom HTML or Classic block (docs/authoring.md#sections-how-a-page-is-divided).
 */
import type { BlockInstance } from '@wordpress/blocks';
import { parseSections, readMarker } from '../content/sections';

export const SECTION_ATTRIBUTE = 'authorSiteSection';

/** A block's own HTML as it saves (a Custom HTML block's code, a Classic block's content). */
export type ReadBlock = ( block: BlockInstance ) => string;

const COMMENT = /<!--([\s\S]*?)-->/g;

/** The section a labelled section block stands for, or null for any other block. */
export function sectionName( block: BlockInstance ): string | null {
	const name = block.attributes[ SECTION_ATTRIBUTE ];
	return block.name === 'core/group' &&
		typeof name === 'string' &&
		/^[a-z0-9_]+$/.test( name )
		? name
		: null;
}

/** Whether a block's own HTML can hold markers typed the older way. */
function holdsMarkers( block: BlockInstance ): boolean {
	return block.name === 'core/html' || block.name === 'core/freeform';
}

function markersIn( html: string ) {
	return [ ...html.matchAll( COMMENT ) ].flatMap( ( match ) => {
		const marker = readMarker( match[ 1 ] ?? '' );
		return marker
			? [ { ...marker, at: match.index, length: match[ 0 ].length } ]
			: [];
	} );
}

export interface Occurrence {
	name: string;
	clientId: string;
	labelled: boolean;
}

/** Where each section starts, in the page's order (a section written twice appears twice). */
export function occurrences(
	blocks: BlockInstance[],
	read: ReadBlock
): Occurrence[] {
	return blocks.flatMap( ( block ): Occurrence[] => {
		const name = sectionName( block );
		if ( name ) {
			return [ { name, clientId: block.clientId, labelled: true } ];
		}
		if ( ! holdsMarkers( block ) ) {
			return [];
		}
		return markersIn( read( block ) )
			.filter( ( marker ) => ! marker.closing )
			.map( ( marker ) => ( {
				name: marker.name,
				clientId: block.clientId,
				labelled: false,
			} ) );
	} );
}

/** The page's HTML as WordPress renders it: labelled sections between their markers. */
export function renderedHtml(
	blocks: BlockInstance[],
	blockHtml: ( block: BlockInstance ) => string
): string {
	return blocks
		.map( ( block ) => {
			const name = sectionName( block );
			return name
				? `<!-- section:${ name } -->\n${ renderedHtml(
						block.innerBlocks,
						blockHtml
					) }\n<!-- /section:${ name } -->`
				: blockHtml( block );
		} )
		.join( '\n\n' );
}

export type SectionState = 'filled' | 'empty' | 'missing' | 'twice';

export interface SectionStatus {
	state: SectionState;
	/** The block where it starts (the first, when written twice). */
	clientId?: string;
}

/** Each section's state on the page: filled, empty, missing or written twice. */
export function sectionStates(
	names: string[],
	found: Occurrence[],
	html: string
): Record< string, SectionStatus > {
	const parsed = parseSections( html );
	return Object.fromEntries(
		names.map( ( name ) => {
			const here = found.filter( ( each ) => each.name === name );
			let state: SectionState = 'filled';
			if ( here.length === 0 ) {
				state = 'missing';
			} else if ( here.length > 1 ) {
				state = 'twice';
			} else if ( ( parsed[ name ]?.text ?? '' ) === '' ) {
				state = 'empty';
			}
			return [ name, { state, clientId: here[ 0 ]?.clientId } ];
		} )
	);
}

/** Where a missing section goes: before the first block of a later section, or at the end. */
export function insertionIndex(
	blocks: BlockInstance[],
	order: string[],
	name: string,
	read: ReadBlock
): number {
	const later = new Set( order.slice( order.indexOf( name ) + 1 ) );
	const index = blocks.findIndex( ( block ) =>
		occurrences( [ block ], read ).some( ( each ) =>
			later.has( each.name )
		)
	);
	return index === -1 ? blocks.length : index;
}

export interface ConversionTools {
	read: ReadBlock;
	/** A block kept as it was (a copy, for the editor's replaceBlocks). */
	keep: ( block: BlockInstance ) => BlockInstance;
	section: ( name: string, inner: BlockInstance[] ) => BlockInstance;
	/** A piece of a Custom HTML block's HTML, kept as it is. */
	html: ( piece: string ) => BlockInstance;
	/** A piece of classic-editor content as ordinary blocks. */
	classic: ( piece: string ) => BlockInstance[];
}

/**
 * The page with every marker-written section turned into a labelled section,
 * every text kept; null when no section is written with markers.
 */
export function toLabelledSections(
	blocks: BlockInstance[],
	tools: ConversionTools
): BlockInstance[] | null {
	if (
		! blocks.some(
			( block ) =>
				holdsMarkers( block ) &&
				markersIn( tools.read( block ) ).length > 0
		)
	) {
		return null;
	}
	const out: BlockInstance[] = [];
	let open: { name: string; inner: BlockInstance[] } | null = null;
	const add = ( added: BlockInstance[] ) =>
		( open ? open.inner : out ).push( ...added );
	const close = () => {
		if ( open ) {
			out.push( tools.section( open.name, open.inner ) );
			open = null;
		}
	};
	for ( const block of blocks ) {
		if ( sectionName( block ) ) {
			close();
			out.push( tools.keep( block ) );
			continue;
		}
		if ( ! holdsMarkers( block ) ) {
			add( [ tools.keep( block ) ] );
			continue;
		}
		const html = tools.read( block );
		const piece = ( text: string ) => {
			if ( text.trim() !== '' ) {
				add(
					block.name === 'core/html'
						? [ tools.html( text ) ]
						: tools.classic( text )
				);
			}
		};
		let from = 0;
		for ( const marker of markersIn( html ) ) {
			piece( html.slice( from, marker.at ) );
			from = marker.at + marker.length;
			close();
			if ( ! marker.closing ) {
				open = { name: marker.name, inner: [] };
			}
		}
		piece( html.slice( from ) );
	}
	close();
	return out;
}
