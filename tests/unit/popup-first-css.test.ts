import { describe, expect, it } from 'vitest';
import { cssForMarkup } from '../../scripts/popup-first-css';

const markup = `<html><body><main id="popup-first" class="popup"><form class="add-task"><div class="row">
<textarea id="popup-add" class="quick-add-textarea"></textarea><button class="btn btn-primary"></button></div></form>
</main><div id="root"></div></body></html>`;

describe('the stylesheet rules that can draw some markup', () => {
  it.each([
    ['a class it has', '.popup{padding:1rem}', '.popup{padding:1rem}'],
    ['a class it lacks', '.popup-list{display:grid}', ''],
    ['classes and elements it has, combined', '.popup .add-task>textarea.quick-add-textarea{color:red}', 'same'],
    ['an element it lacks', '.popup a{color:red}', ''],
    ['an id it has', '#popup-first .quick-add-textarea{color:red}', 'same'],
    ['an id it lacks', '#popup-second{color:red}', ''],
    ['one selector of a list it has', '.muted,.btn-primary{color:red}', 'same'],
    [
      'the root, the universal selector and element names',
      ':root{--x:1}*{box-sizing:border-box}body{margin:0}',
      'same',
    ],
    ['states and pseudo-elements', '.btn:hover:not(:disabled){opacity:1}textarea::placeholder{color:gray}', 'same'],
    ['attributes (a theme set later)', ':root[data-theme=dark]{--x:2}.btn[aria-disabled=true]{opacity:.5}', 'same'],
    ['what a :not() excludes', '.btn:not(.checkbox){color:red}', 'same'],
    ['a :where() it may match', ':where(input:not([type=checkbox]),select,textarea){width:100%}', 'same'],
    [
      'a media query around rules it has',
      '@media (pointer:fine){:root{--t:32px}.popup-list{gap:0}}',
      '@media (pointer:fine){:root{--t:32px}}',
    ],
    ['a media query with nothing it has', '@media (width<=768px){.sidebar{display:none}}', ''],
    ['keyframes', '@keyframes spin{to{transform:rotate(1turn)}}', ''],
    ['a string with braces', '.popup:after{content:"{x}"}.gantt{color:red}', '.popup:after{content:"{x}"}'],
    ['comments', '/* .popup{} */.popup{padding:0}', '.popup{padding:0}'],
    ['an escaped class', '.w-1\\/2{width:50%}', ''],
  ])('%s', (_, css, kept) => {
    expect(cssForMarkup(css, markup)).toBe(kept === 'same' ? css : kept);
  });

  it('keeps the order of the stylesheet', () => {
    const css = 'body{margin:0}.popup-list{x:1}.btn{a:1}.sidebar{y:2}.btn-primary{b:2}body{margin:1px}';
    expect(cssForMarkup(css, markup)).toBe('body{margin:0}.btn{a:1}.btn-primary{b:2}body{margin:1px}');
  });
});
