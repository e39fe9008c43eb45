/**
 * The theme's part of the block editor on pages: labelled sections and the
 * Sections panel (docs/authoring.md).
 */
import { registerPlugin } from '@wordpress/plugins';
import { select, subscribe } from '@wordpress/data';
import {
	addSectionAttribute,
	addSectionLabels,
	registerSectionVariations,
} from './sectionBlock';
import { SectionsPanel } from './SectionsPanel';
import { editedKind } from './useEditedKind';
import type { Kind } from './sectionKinds';
import './editor.css';

addSectionAttribute();
addSectionLabels();

let kind: Kind | null | undefined;
subscribe( () => {
	const now = editedKind( select );
	if ( now !== kind ) {
		kind = now;
		registerSectionVariations( kind );
	}
} );

registerPlugin( 'author-site-sections', { render: SectionsPanel } );
