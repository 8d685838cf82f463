// Measures the $-family's point-cloud recognizers ($P, $P+, $Q: Gester's JavaScript
// implementations) on the splits `touchstone shapes evaluate --splits FILE` wrote, so that
// Touchstone and its peers are measured on the same templates and the same test drawings.
//
//   node Benchmarks/ShapePeers/measure-peers.mjs SPLITS.json GESTER/recognizers [N]
//
// GESTER is a checkout of https://github.com/nmagrofuoco/Gester (BSD-3-Clause); nothing of
// it is copied here. Each recognizer file is loaded as the browser loads it (its functions
// become globals), with N resampling points (32, the papers' and Touchstone's count).
// For each protocol and T it prints each recognizer's accuracy and mean time per
// classification, timed as Gester times it (performance.now() around Recognize).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const [splitsPath, recognizersPath, resampling = '32'] = process.argv.slice(2);
if (!splitsPath || !recognizersPath) {
  console.error('usage: node measure-peers.mjs SPLITS.json GESTER/recognizers [N]');
  process.exit(2);
}
for (const file of ['dollar_p.js', 'dollar_pp.js', 'dollar_q.js']) {
  vm.runInThisContext(fs.readFileSync(path.join(recognizersPath, file), 'utf8'), { filename: file });
}
const peers = [
  ['$P', () => new PDollarRecognizer(Number(resampling)), (x, y, id) => new $P_Point(x, y, id)],
  ['$P+', () => new PDollarPlusRecognizer(Number(resampling)), (x, y, id) => new $PP_Point(x, y, id)],
  ['$Q', () => new QDollarRecognizer(Number(resampling)), (x, y, id) => new $Q_Point(x, y, id)],
];
const splits = JSON.parse(fs.readFileSync(splitsPath, 'utf8'));
// A drawing as a recognizer's points: every stroke's points with its stroke number.
const points = (sample, makePoint) => sample.strokes.flatMap((stroke, id) => {
  const result = [];
  for (let i = 0; i + 1 < stroke.length; i += 2) result.push(makePoint(stroke[i], stroke[i + 1], id + 1));
  return result;
});
console.log('protocol          T  recognizer  accuracy   classified  time/classification');
for (const cell of splits.cells) {
  for (const [name, make, makePoint] of peers) {
    let correct = 0, classified = 0, time = 0;
    const prepared = splits.samples.map(() => null);
    const drawing = (index) => (prepared[index] ??= points(splits.samples[index], makePoint));
    for (const trial of cell.trials) {
      const recognizer = make();
      for (const index of trial.templates) recognizer.AddGesture(splits.samples[index].shape, drawing(index));
      for (const index of trial.tests) {
        const t0 = performance.now();
        const [named] = recognizer.Recognize(drawing(index));
        time += performance.now() - t0;
        classified += 1;
        if (named === splits.samples[index].shape) correct += 1;
      }
    }
    console.log(`${cell.protocol.padEnd(17)} ${String(cell.templates).padStart(2)}  ${name.padEnd(10)}  `
      + `${(100 * correct / classified).toFixed(2).padStart(6)} %  ${String(classified).padStart(10)}  `
      + `${(1000 * time / classified).toFixed(1).padStart(10)} µs`);
  }
}
