import { getConfig } from '../config/config';

export function imageUrl( file: string ): string {
	return `${ getConfig().assetsUrl }images/${ file }`;
}
