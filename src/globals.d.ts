declare const process: { env: Record< string, string | undefined > };

declare module '*.css';

/** The theme's artwork (assets/images): a data: URL (webpack.config.js). */
declare module '*.svg' {
	const url: string;
	export default url;
}
