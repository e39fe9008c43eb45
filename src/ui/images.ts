/**
 * Where the theme's artwork comes from: files in build/images.
 */
import { getConfig } from '../config/config';

export function imageUrl( file: string ): string {
	return `${ getConfig().assetsUrl }images/${ file }`;
}
