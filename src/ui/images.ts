/** Where the theme's artwork comes from. PHP twin: author_site_image_url() in inc/render/html.php. */
import { getConfig } from '../config/config';

export function imageUrl( file: string ): string {
	return `${ getConfig().assetsUrl }images/${ file }`;
}
