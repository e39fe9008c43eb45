/** The kind of page being edited, from its slug, parent and sections as they stand in the editor. */
import { getBlockContent } from '@wordpress/blocks';
import { select as selectStore, useSelect } from '@wordpress/data';
import { occurrences } from './pageSections';
import { editorData, kindOf, type Kind } from './sectionKinds';

type Select = typeof selectStore;

/** The kind of page in the editor's store. */
export function editedKind( select: Select ): Kind | null {
	const editor = select( 'core/editor' );
	const blocks = select( 'core/block-editor' ).getBlocks?.() ?? [];
	return kindOf(
		String( editor.getEditedPostAttribute?.( 'slug' ) ?? '' ),
		Number( editor.getEditedPostAttribute?.( 'parent' ) ?? 0 ),
		editorData(),
		occurrences( blocks, getBlockContent ).map( ( found ) => found.name )
	);
}

/** The kind of page being edited, kept current. */
export function useEditedKind(): Kind | null {
	return useSelect( ( select ) => editedKind( select ), [] );
}
