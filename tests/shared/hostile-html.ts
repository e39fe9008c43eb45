/**
 * Hostile and malformed HTML, by class, for the parity of the two section
 * parsers (src/content/sections.ts and inc/content/parser.php): Jest checks
 * the app's reading of each, and the end-to-end parser-parity spec checks the
 * PHP twin gives the same sections for every one. Each case is page content
 * with markers; `wptexturize` output (curly quotes as entities) is included
 * where WordPress would write it.
 */

/** The payloads of tests/e2e/xss.spec.ts (which reads them from here). */
export const XSS_PAYLOADS = [
	'<script>window.__xss = "script"; alert(1)</script>',
	'<img src=x onerror="window.__xss = \'img\'; alert(2)">',
	'<a href="javascript:window.__xss=\'link\';alert(3)">click me</a>',
	'"><svg onload="window.__xss = \'svg\'; alert(4)">',
	"'><iframe srcdoc=\"<script>parent.__xss='iframe'</script>\"></iframe>",
	"javascript:window.__xss='text'",
];

/**
 * What wptexturize makes of the payloads (as WordPress returns them in
 * `content.rendered`): quotes outside tags become curly entities, which can
 * leave an attribute's quote unbalanced.
 */
const TEXTURIZED = [
	'<script>window.__xss = "script"; alert(1)</script>',
	'<img src=x onerror="window.__xss = \'img\'; alert(2)">',
	'<a href="javascript:window.__xss=\'link\';alert(3)">click me</a>',
	'&#8220;><svg onload="window.__xss = \'svg\'; alert(4)">',
	'&#8216;><iframe srcdoc="<script>parent.__xss=&#8217;iframe&#8217;</script>&#8220;></iframe>',
	'javascript:window.__xss=&#8217;text&#8217;',
];

const section = ( name: string, body: string ) =>
	`<!-- section:${ name } -->\n${ body }\n`;

const hostile = ( payloads: string[] ) =>
	`Hostile ${ payloads.join( ' ' ) } end`;

/** Name → page content. */
export const HOSTILE_CASES: Record< string, string > = {
	// The xss spec's page, as stored and as WordPress renders it.
	'xss page, raw': [ 'one', 'two', 'three' ]
		.map( ( name ) =>
			section(
				name,
				`<p><a href="javascript:window.__xss='url'">${ name }</a> ${ hostile( XSS_PAYLOADS ) }</p>\n<ul><li>${ hostile( XSS_PAYLOADS ) }</li></ul>`
			)
		)
		.join( '' ),
	'xss page, texturized': [ 'one', 'two', 'three' ]
		.map(
			( name ) =>
				`<p><!-- section:${ name } --></p>\n<p><a href="javascript:window.__xss='url'">${ name }</a> ${ hostile( TEXTURIZED ) }</p>\n<ul>\n<li>${ hostile( TEXTURIZED ) }</li>\n</ul>\n`
		)
		.join( '' ),
	// Each payload alone.
	...Object.fromEntries(
		[ ...XSS_PAYLOADS, ...TEXTURIZED ].map( ( payload, i ) => [
			`payload ${ i + 1 }`,
			section( 'a', `<p>before ${ payload } after</p>` ) +
				section( 'b', '<p>next</p>' ),
		] )
	),
	// Raw text and RCDATA elements: their content is never text.
	'raw text elements': section(
		'a',
		'<p>1<script>s</script>2<style>s</style>3<xmp>x</xmp>4<iframe>i <b>b</b></iframe>5<noembed>n</noembed>6<noframes>f</noframes>7</p>'
	),
	'rcdata elements': section(
		'a',
		'<p>1<textarea>t <b>x</b></textarea>2<title>t</title>3</p>'
	),
	'template and noscript': section(
		'a',
		'<p>1<template>t<p>x</p></template>2<noscript>n<b>b</b></noscript>3</p>'
	),
	'markers inside dropped content': section(
		'a',
		'<p>1<template><!-- section:b --></template><noscript><!-- section:c --></noscript><textarea><!-- section:d --></textarea>2</p>'
	),
	'unclosed script': section( 'a', '<p>x</p><script>y' ),
	'unclosed textarea': section( 'a', '<p>x</p><textarea>y<p>z</p>' ),
	plaintext: section( 'a', '<p>x<plaintext>y</p><!-- section:b -->z' ),
	select: section(
		'a',
		'<p>1<select><option>o</option><p>p</p></select>2</p>'
	),
	// Foreign content: dropped, up to where the browser breaks out of it.
	svg: section(
		'a',
		'<p>1<svg><title>t</title><desc>d</desc><foreignObject><p>f</p></foreignObject><text>x</text></svg>2</p>'
	),
	'svg broken out by a tag': section(
		'a',
		'<p>1<svg><g>x<p>out</p>y</g></svg>z</p>'
	),
	'svg self-closing': section( 'a', '<p>1<svg/>2<math/>3</p>' ),
	'svg cdata': section( 'a', '<p>1<svg><![CDATA[<b>c</b>]]></svg>2</p>' ),
	'svg iframe and script': section(
		'a',
		'<p>1<svg><iframe>i</iframe><script>s</script><style>x</style></svg>2</p>'
	),
	mathml: section(
		'a',
		'<p>1<math><mi>x</mi><annotation-xml encoding="text/html"><p>h</p></annotation-xml></math>2</p>'
	),
	'unclosed svg': section(
		'a',
		'<p>1<svg><a href="https://e.example/">x</a>'
	),
	// Quotes that swallow markup.
	'unbalanced double quote':
		section( 'a', '<p><a href="https://e.example/a title=x>y</a></p>' ) +
		section( 'b', '<p>z" w</p>' ),
	'unbalanced single quote':
		section( 'a', "<p><img alt='x>y</p>" ) + section( 'b', "<p>z' w</p>" ),
	'quote in unquoted value': section( 'a', '<p><img src=x"y alt=z>q</p>' ),
	'tag inside attribute': section(
		'a',
		'<p><a href="https://e.example/?q=<b onclick=1>">l</a> <a title="<i on x=1>" href="https://e.example/2">m</a></p>'
	),
	'handler after a slash': section(
		'a',
		'<p><a href=https://e.example/onx>l</a><img/onerror=1>x</p>'
	),
	'handler-like query': section(
		'a',
		'<p><a href="https://e.example/?a= onz=1">l</a></p>'
	),
	// Comments and comment-like things.
	'comment forms': section(
		'a',
		'<p>1<!-->2<!--->3<!-- x -- y -->4<!x>5<?y>6</ z>7</3>8<![CDATA[c]]>9</p>'
	),
	'bogus markers':
		'<p>0</p><! section:a ><p>1</p></ section:b ><p>2</p><?section:c><p>3</p><![CDATA[section:d]]><p>4</p><!--section:e--!><p>5</p>',
	'unterminated comment': section( 'a', '<p>x</p><!-- section:b ' ),
	// Misnested and stray tags.
	'stray end tags': section(
		'a',
		'<p>1</a>2</b>3</i>4</em>5</strong>6</span>7</div>8</p></p>9</li>'
	),
	'misnested formatting': section( 'a', '<p><b>1<i>2</b>3</i>4</p>' ),
	'formatting across paragraphs': section( 'a', '<p><b>1</p><p>2</b>3</p>' ),
	'link across paragraphs': section(
		'a',
		'<p><a href="https://e.example/">1</p><p>2</a>3</p>'
	),
	'nested links': section(
		'a',
		'<p><a href="https://a.example/">1<a href="https://b.example/">2</a>3</a></p>'
	),
	'image tag': section( 'a', '<p>1<image src=x alt=y>2</p>' ),
	'table with text': section(
		'a',
		'<p>0</p><table><tr><td>1</td><td>2</td></tr></table><p>3</p>'
	),
	'paragraph before table': section(
		'a',
		'<p>1<table><tr><td>2</td></tr></table>3'
	),
	'lists unclosed': section( 'a', '<ul><li>1<li>2<ul><li>3</ul><li>4</ul>' ),
	'headings nested': section( 'a', '<h1>1<h2>2</h1>3</h2>' ),
	'body and html tags': section(
		'a',
		'<p>1</p><body onload=x><html lang=x><p>2</p><head><p>3</p>'
	),
	entities: section(
		'a',
		'<p>&amp &lt;b&gt; &notit; &#0; &#x110000; &#128; &nbsp;x&NotANamedEntity; &amp;lt;</p>'
	),
	'null and controls': section(
		'a',
		'<p>a\u0000b\u0001c\rd\r\ne\u000bf</p>'
	),
	'form and button': section(
		'a',
		'<form><p>1<button>2</button><input value=x>3</p></form><form>4</form>'
	),
	'br forms': section( 'a', '<p>1</br>2<br/>3<br></br>4</p>' ),
	// What the HTML API cannot build (foster parenting, content after the
	// body, misnesting next to foreign content): no sections on either side.
	'text in a table': section( 'a', '<table>1<tr><td>2</td></tr></table>3' ),
	'paragraph in a table': section(
		'a',
		'<table><p>1</p><tr><td>2</td></tr></table>'
	),
	'after the body': section( 'a', '<p>1</p></body>2' ),
	'misnesting beside svg': section(
		'a',
		'<svg></svg><p><b>1</p><p>2</b>3</p>'
	),
	'nested forms closed early': section( 'a', '<form><div>1</form>2</div>' ),
};

/**
 * The cases WordPress's HTML API cannot build even after the theme's repairs
 * (inc/content/parser.php): there both views keep the built-in text.
 */
export const UNREADABLE_CASES = [
	'text in a table',
	'paragraph in a table',
	'misnesting beside svg',
	'nested forms closed early',
];
