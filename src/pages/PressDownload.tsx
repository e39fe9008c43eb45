/** The press kit's link to an original file. */
import type { Original } from '../content/press';
import { pagesCopy } from '../i18n/copy';
import { fill } from '../ui/fill';

const COPY = pagesCopy.press;

/** A download link to an original file, with its pixel size. */
export function PressDownload( {
	original,
	what,
}: {
	original: Original;
	what: string;
} ) {
	const size = {
		width: String( original.width ),
		height: String( original.height ),
	};
	return (
		<p className="press__download">
			<a href={ original.url } download="">
				{ fill( COPY.download, { what, ...size } ) }
			</a>
		</p>
	);
}
