/**
 * Whether wordpress.org answers: the Playground runner's defaults for WordPress and the plugins hang on it.
 */

/** Whether wordpress.org answers (a few seconds at most). */
export async function online() {
	try {
		const answer = await fetch(
			'https://api.wordpress.org/core/version-check/1.7/',
			{ method: 'HEAD', signal: AbortSignal.timeout( 5000 ) }
		);
		return answer.status < 500;
	} catch {
		return false;
	}
}
