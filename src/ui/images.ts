/**
 * Where the theme's artwork comes from. The logo, in the header of every
 * view, is a data: URL (webpack.config.js inlines it; PHP prints the same URL
 * with author_site_image_data_url()), so the first view spends no request on
 * it before its text paints. The larger pictures are files in build/images.
 */
import { getConfig } from '../config/config';
import logo from '../../assets/images/logo.svg';

export const LOGO_URL = logo;

export function imageUrl( file: 'author.svg' | 'cover.svg' ): string {
	return `${ getConfig().assetsUrl }images/${ file }`;
}

/**
 * A picture beside the text: fetched after what the first view needs (the
 * text is what a visitor reads first; PHP prints the same attribute).
 */
export const BESIDE_TEXT = { fetchpriority: 'low' } as const;
