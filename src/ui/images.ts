/**
 * Where the theme's larger pictures come from: files in build/images. (The
 * logo is drawn inline: src/ui/Logo.tsx.)
 */
import { getConfig } from '../config/config';

export function imageUrl( file: 'author.svg' | 'cover.svg' ): string {
	return `${ getConfig().assetsUrl }images/${ file }`;
}

/**
 * A picture beside the text: fetched after what the first view needs (the
 * text is what a visitor reads first; PHP prints the same attribute).
 */
export const BESIDE_TEXT = { fetchpriority: 'low' } as const;
