/**
 * The Sections panel in the page's sidebar: each section's state, Add for a
 * missing one, and Convert for a page written with markers (docs/authoring.md#the-sections-panel).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { Button } from '@wordpress/components';
import {
	cloneBlock,
	createBlock,
	getBlockContent,
	parse,
	rawHandler,
	type BlockInstance,
} from '@wordpress/blocks';
import { autop } from '@wordpress/autop';
import {
	SECTION_ATTRIBUTE,
	insertionIndex,
	occurrences,
	renderedHtml,
	sectionName,
	sectionStates,
	toLabelledSections,
	type SectionState,
} from './pageSections';
import { htmlToText } from '../content/sections';
import { editorData, sectionsOf } from './sectionKinds';
import { useEditedKind } from './useEditedKind';

const STATES: Record< SectionState, string > = {
	filled: __( 'Filled', 'author-site' ),
	empty: __( 'Empty: the built-in text shows', 'author-site' ),
	missing: __( 'Missing: the built-in text shows', 'author-site' ),
	twice: __( 'Written twice: the first one shows', 'author-site' ),
};

/** A labelled section the author cannot move or remove by accident. */
export function labelledSection(
	name: string,
	inner: BlockInstance[]
): BlockInstance {
	return createBlock(
		'core/group',
		{ [ SECTION_ATTRIBUTE ]: name, lock: { move: true, remove: true } },
		inner
	);
}

/**
 * A Custom HTML block holding the HTML, parsed rather than created (recent
 * WordPress keeps its code as content, not as an attribute).
 */
function customHtml( html: string ): BlockInstance {
	return (
		parse( `<!-- wp:html -->${ html }<!-- /wp:html -->` )[ 0 ] ??
		createBlock( 'core/html', { content: html } )
	);
}

/**
 * A piece of classic-editor text as blocks, paragraphs made by wpautop as
 * WordPress does; no empty paragraph, no space opening a line.
 */
function classicBlocks( piece: string ): BlockInstance[] {
	return rawHandler( {
		HTML: autop( piece ).replace( /<br\s*\/?>\s+/g, '<br>' ),
	} ).filter(
		( block ) =>
			block.name !== 'core/paragraph' ||
			String( block.attributes.content ?? '' ).trim() !== ''
	);
}

/** Each block's HTML as WordPress renders it (wpautop for a wholly classic page). */
function blockHtmlOf( blocks: BlockInstance[] ) {
	const classic =
		blocks.length === 1 && blocks[ 0 ]?.name === 'core/freeform';
	return ( block: BlockInstance ) =>
		classic
			? autop( String( block.attributes.content ?? '' ) )
			: getBlockContent( block );
}

/** The panel, on content pages and book pages. */
export function SectionsPanel() {
	const kind = useEditedKind();
	const blocks = useSelect(
		( select ) =>
			select( 'core/block-editor' ).getBlocks() as BlockInstance[],
		[]
	);
	const { selectBlock, insertBlocks, replaceBlocks } =
		useDispatch( 'core/block-editor' );
	const { createSuccessNotice } = useDispatch( 'core/notices' );
	const found = occurrences( blocks, getBlockContent );
	if ( ! kind ) {
		return found.some( ( each ) => each.labelled ) ? (
			<PluginDocumentSettingPanel
				name="author-site-sections"
				title={ __( 'Sections', 'author-site' ) }
			>
				<p>
					{ __(
						'These sections show on the site once this page’s parent is Books Content (it is then a book), or when it is one of the five content pages.',
						'author-site'
					) }
				</p>
			</PluginDocumentSettingPanel>
		) : null;
	}
	const sections = sectionsOf( kind );
	const order = sections.map( ( section ) => section.name );
	const states = sectionStates(
		order,
		found,
		renderedHtml( blocks, blockHtmlOf( blocks ) )
	);
	const convert = () => {
		const converted = toLabelledSections( blocks, {
			read: getBlockContent,
			keep: cloneBlock,
			section: labelledSection,
			html: customHtml,
			classic: classicBlocks,
		} );
		if ( converted ) {
			replaceBlocks(
				blocks.map( ( block ) => block.clientId ),
				converted
			);
			createSuccessNotice(
				__(
					'Converted to labelled sections. Save the page to keep it; its revisions keep the earlier version.',
					'author-site'
				),
				{ type: 'snackbar' }
			);
		}
	};
	const add = ( name: string ) => {
		const markup = editorData().sections[ kind ]?.[ name ];
		if ( markup ) {
			insertBlocks(
				parse( markup ),
				insertionIndex( blocks, order, name, getBlockContent )
			);
		}
	};
	const older = found.some( ( each ) => ! each.labelled );
	// Outside every labelled section, text is outside what the site reads.
	const loose =
		! older &&
		blocks.some(
			( block ) =>
				! sectionName( block ) &&
				htmlToText( getBlockContent( block ) ) !== ''
		);
	return (
		<PluginDocumentSettingPanel
			name="author-site-sections"
			title={ __( 'Sections', 'author-site' ) }
			className="author-site-sections-panel"
		>
			{ loose && (
				<p>
					{ __(
						'Some text on this page is outside the sections; the site does not show it.',
						'author-site'
					) }
				</p>
			) }
			{ older && (
				<div className="author-site-sections__convert">
					<p>
						{ __(
							'This page has sections written with markers. Turn them into labelled sections to edit them in place; every text is kept.',
							'author-site'
						) }
					</p>
					<Button variant="secondary" onClick={ convert }>
						{ __( 'Convert to labelled sections', 'author-site' ) }
					</Button>
				</div>
			) }
			<ul className="author-site-sections">
				{ sections.map( ( section ) => {
					const status = states[ section.name ]!;
					const stateId = `author-site-section-state-${ section.name }`;
					return (
						<li
							key={ section.name }
							className={ `is-${ status.state }` }
						>
							{ status.clientId ? (
								<Button
									variant="link"
									onClick={ () =>
										selectBlock( status.clientId )
									}
									aria-describedby={ stateId }
								>
									{ section.label }
								</Button>
							) : (
								<span className="author-site-sections__name">
									{ section.label }
								</span>
							) }
							<span
								id={ stateId }
								className="author-site-sections__state"
							>
								{ STATES[ status.state ] }
							</span>
							{ status.state === 'missing' && (
								<Button
									variant="secondary"
									size="small"
									onClick={ () => add( section.name ) }
									aria-label={ sprintf(
										/* translators: %s: a section's name, e.g. Hero title. */
										__( 'Add %s', 'author-site' ),
										section.label
									) }
								>
									{ __( 'Add', 'author-site' ) }
								</Button>
							) }
						</li>
					);
				} ) }
			</ul>
		</PluginDocumentSettingPanel>
	);
}
