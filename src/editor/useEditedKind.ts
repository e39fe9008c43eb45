/** The kind of page being edited, from its slug and parent as they stand in the editor. */
import { select as selectStore, useSelect } from '@wordpress/data';
import { kindOf, type Kind } from './sectionKinds';

type Select = typeof selectStore;

/** The kind of page in the editor's store. */
export function editedKind( select: Select ): Kind | null {
	const editor = select( 'core/editor' );
	return kindOf(
		String( editor.getEditedPostAttribute?.( 'slug' ) ?? '' ),
		Number( editor.getEditedPostAttribute?.( 'parent' ) ?? 0 )
	);
}

/** The kind of page being edited, kept current. */
export function useEditedKind(): Kind | null {
	return useSelect( ( select ) => editedKind( select ), [] );
}
