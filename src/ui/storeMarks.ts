/**
 * The stores' marks that Simple Icons has (CC0 1.0, the npm package
 * `simple-icons`; readme.txt lists it), by the icon names of
 * src/books/catalogue.json. Named imports, so the bundle carries only these.
 * PHP reads the same paths from build/store-marks.json, which
 * bin/copy-assets.mjs writes from src/books/store-marks.json.
 */
import { siAudible, siGoogleplay, siRakutenkobo } from 'simple-icons';

export const STORE_MARKS: Readonly< Record< string, string > > = {
	audible: siAudible.path,
	'google-play': siGoogleplay.path,
	kobo: siRakutenkobo.path,
};
