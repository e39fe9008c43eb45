/**
 * The stores' Simple Icons marks (CC0 1.0), imported by name so the bundle
 * carries only these. PHP twin: author_site_store_icon() in inc/render/book-stores.php
 * reads the same paths from build/store-marks.json.
 */
import { siAudible, siGoogleplay, siRakutenkobo } from 'simple-icons';

export const STORE_MARKS: Readonly< Record< string, string > > = {
	audible: siAudible.path,
	'google-play': siGoogleplay.path,
	kobo: siRakutenkobo.path,
};
