declare const process: { env: Record< string, string | undefined > };

declare module '*.css';

/** The theme's artwork (assets/images): its source text (webpack.config.js). */
declare module '*.svg' {
	const source: string;
	export default source;
}
