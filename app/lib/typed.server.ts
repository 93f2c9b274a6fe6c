/**
 * What a visitor or an editor does in a form before the page's script has taken over is kept
 * (issue 29 item 1, issue 32 item 1; decision 137). React's hydration writes the server's value
 * back into a `<textarea>` (it sets `.value` to the text it rendered) and the server's choice
 * back into a `<select>`, so text typed and a month chosen in the first seconds were silently
 * replaced, while text boxes kept theirs. This script, first in the head, notes in memory (never
 * stored) the last value the person gave each control while React did not own it yet. As soon
 * as React has claimed that control (hydrated it: the node carries React's fiber key), in the
 * page or in a section hydrated later, the person's value is put back where hydration changed
 * it, through the native setter and the control's own `input`/`change` event (a click for a box),
 * so React's state follows as if it had been typed just then. It checks again every 100 ms for a
 * second (an effect of the hydrating page may set the old value once more), until the person
 * changes the control themselves.
 */
const SOURCE = `(()=>{
const m=new WeakMap,p=new Set;let timer=0,busy=false;
const ours=t=>Object.keys(t).some(k=>k.startsWith("__reactFiber$"));
const put=(t,r)=>{
busy=true;
try{
if("checked" in r){if(t.checked!==r.checked)t.click();return}
if(t.value===r.value)return;
const d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value");
if(d&&d.set)d.set.call(t,r.value);else t.value=r.value;
t.dispatchEvent(new Event(t instanceof HTMLSelectElement?"change":"input",{bubbles:true}))}finally{busy=false}};
const again=(t,n)=>setTimeout(()=>{const r=m.get(t);if(!r||!r.early||!t.isConnected)return;put(t,r);if(n>1)again(t,n-1);else r.early=false},100);
const tick=()=>{
for(const t of p){
if(!t.isConnected){p.delete(t);continue}
if(!ours(t))continue;
p.delete(t);
requestAnimationFrame(()=>again(t,10))}
if(!p.size){clearInterval(timer);timer=0}};
const note=e=>{
if(busy)return;
const t=e.target;
if(!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)||t.type==="file")return;
const early=!ours(t);
m.set(t,t.type==="checkbox"||t.type==="radio"?{checked:t.checked,early}:{value:t.value,early});
if(early){p.add(t);if(!timer)timer=setInterval(tick,50)}};
addEventListener("input",note,true);addEventListener("change",note,true)})()`;

export const TYPED_HEAD_SCRIPT = SOURCE.replace(/\n/g, "");

/**
 * `html` with the script early in its head: right after the character set, which must stay
 * within the document's first 1024 bytes (a document without either is left as it is).
 */
export function withTypedScript(html: string): string {
  const script = `<script>${TYPED_HEAD_SCRIPT}</script>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}${script}`);
  return html.replace(/<head>/, () => `<head>${script}`);
}
