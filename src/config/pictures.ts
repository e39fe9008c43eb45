/**
 * `pictures` of the runtime configuration: cover, photo and logo as the
 * `<img>` attributes inc/pictures/pictures.php printed, and the monogram (docs/pictures.md).
 */
import { isRecord } from '../api/isRecord';

/** An image as WordPress prints it (`wp_get_attachment_image`). */
export interface ImageAttributes {
	src: string;
	/** '' when WordPress has no other sizes of it. */
	srcset: string;
	/** '' without a srcset. */
	sizes: string;
	width: number;
	height: number;
	alt: string;
}

export interface Monogram {
	initials: string;
	dir: 'ltr' | 'rtl';
	/** Two letters, drawn to a set width. */
	pair: boolean;
}

export interface Pictures {
	cover: ImageAttributes | null;
	portrait: ImageAttributes | null;
	logo: ImageAttributes | null;
	monogram: Monogram;
}

export const DEFAULT_PICTURES: Pictures = {
	cover: null,
	portrait: null,
	logo: null,
	monogram: { initials: 'CW', dir: 'ltr', pair: true },
};

const DIMENSION_LIMIT = 100000;

function dimension( value: unknown ): number | null {
	return typeof value === 'number' &&
		Number.isSafeInteger( value ) &&
		value > 0 &&
		value <= DIMENSION_LIMIT
		? value
		: null;
}

function imageUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	try {
		const { protocol } = new URL( value );
		return protocol === 'http:' || protocol === 'https:' ? value : null;
	} catch {
		return null;
	}
}

/** An image's attributes, or null when a needed one is unusable (the view shows the built-in art). */
export function parseImage( value: unknown ): ImageAttributes | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const src = imageUrl( value.src );
	const width = dimension( value.width );
	const height = dimension( value.height );
	if ( ! src || ! width || ! height ) {
		return null;
	}
	const srcset = typeof value.srcset === 'string' ? value.srcset : '';
	return {
		src,
		srcset,
		sizes:
			srcset !== '' && typeof value.sizes === 'string' ? value.sizes : '',
		width,
		height,
		alt: typeof value.alt === 'string' ? value.alt : '',
	};
}

function parseMonogram( value: unknown, base: Monogram ): Monogram {
	if ( ! isRecord( value ) || typeof value.initials !== 'string' ) {
		return base;
	}
	return {
		initials: value.initials.slice( 0, 8 ),
		dir: value.dir === 'rtl' ? 'rtl' : 'ltr',
		pair: value.pair === true,
	};
}

/** Validates `pictures`, falling back on `base` where it has nothing valid. */
export function parsePictures( value: unknown, base: Pictures ): Pictures {
	if ( ! isRecord( value ) ) {
		return base;
	}
	return {
		cover: parseImage( value.cover ),
		portrait: parseImage( value.portrait ),
		logo: parseImage( value.logo ),
		monogram: parseMonogram( value.monogram, base.monogram ),
	};
}
