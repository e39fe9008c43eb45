/**
 * The labelled section block: core/group with the `authorSiteSection`
 * attribute, one variation per section so the editor names it.
 * PHP twin: inc/editor/sections-block.php (the attribute and the markers).
 */
import type { ComponentType } from 'react';
import { addFilter } from '@wordpress/hooks';
import {
	registerBlockVariation,
	unregisterBlockVariation,
} from '@wordpress/blocks';
import { SECTION_ATTRIBUTE } from './pageSections';
import { sectionLabel, sectionsOf, type Kind } from './sectionKinds';
import { useEditedKind } from './useEditedKind';

/** Adds the section's name to core/group's attributes. */
export function addSectionAttribute() {
	addFilter(
		'blocks.registerBlockType',
		'author-site/section-attribute',
		( settings: { attributes?: object }, name: string ) =>
			name === 'core/group'
				? {
						...settings,
						attributes: {
							...settings.attributes,
							[ SECTION_ATTRIBUTE ]: { type: 'string' },
						},
					}
				: settings
	);
}

const registered = new Set< string >();

/** Makes each section of this kind of page a variation of core/group, replacing earlier ones. */
export function registerSectionVariations( kind: Kind | null ) {
	for ( const name of registered ) {
		unregisterBlockVariation( 'core/group', name );
	}
	registered.clear();
	for ( const section of kind ? sectionsOf( kind ) : [] ) {
		const name = `author-site-section-${ section.name }`;
		registerBlockVariation( 'core/group', {
			name,
			title: section.label,
			description: section.where,
			attributes: { [ SECTION_ATTRIBUTE ]: section.name },
			isActive: [ SECTION_ATTRIBUTE ],
			scope: [],
			icon: 'text-page',
		} );
		registered.add( name );
	}
}

interface ListBlockProps {
	name: string;
	attributes: Record< string, unknown >;
	className?: string;
	wrapperProps?: Record< string, unknown >;
}

/**
 * Draws a labelled section in the canvas with its label above its blocks.
 * Only a labelled section reads the editor's store: the wrapper runs for
 * every block of the page.
 */
function withSectionLabel( BlockListBlock: ComponentType< ListBlockProps > ) {
	function LabelledSection( {
		section,
		...props
	}: ListBlockProps & { section: string } ) {
		const kind = useEditedKind();
		return (
			<BlockListBlock
				{ ...props }
				className={ [ props.className, 'author-site-section' ]
					.filter( Boolean )
					.join( ' ' ) }
				wrapperProps={ {
					...props.wrapperProps,
					'data-section-label': sectionLabel( kind, section ),
				} }
			/>
		);
	}
	return function SectionListBlock( props: ListBlockProps ) {
		const section = props.attributes[ SECTION_ATTRIBUTE ];
		return props.name === 'core/group' && typeof section === 'string' ? (
			<LabelledSection { ...props } section={ section } />
		) : (
			<BlockListBlock { ...props } />
		);
	};
}

/** Labels every labelled section in the canvas. */
export function addSectionLabels() {
	addFilter(
		'editor.BlockListBlock',
		'author-site/section-label',
		withSectionLabel
	);
}
