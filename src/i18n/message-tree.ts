/** Translation texts as nested sections, and the two operations the browser's provider needs. */
export type MessageTree = { [key: string]: string | MessageTree };

function at(tree: MessageTree, dotted: string): string | MessageTree | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Deep merge: b's texts win; sections present in both are merged. */
export function mergeMessages(a: MessageTree, b: MessageTree): MessageTree {
  const out: MessageTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = typeof mine === 'object' && typeof value === 'object' ? mergeMessages(mine, value) : value;
  }
  return out;
}

/** The part of `messages` under the given sections or dotted paths. */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  let out: MessageTree = {};
  for (const dotted of paths) {
    const value = at(messages, dotted);
    if (value === undefined) continue;
    const branch = dotted
      .split('.')
      .reduceRight<string | MessageTree>((inner, part) => ({ [part]: inner }), value) as MessageTree;
    out = mergeMessages(out, branch);
  }
  return out;
}
