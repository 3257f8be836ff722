// quiz-seed="learner" in the course packages: each learner's own questions, made from their identity
// on the platform (SCORM's cmi.core.student_id or cmi.learner_id, the H5P user's xAPI actor).
//
// The hash is SHA-256 (FIPS 180-4) of the UTF-8 text "sinusoidal-pe:" + the identity, and the seed
// is its first 53 bits (the first 14 hex digits, shifted right by 3): a whole number from 0 to
// 2^53 − 1, within the quiz seed's range. Why SHA-256: it is the same everywhere and for ever (a
// teacher can find a learner's seed with any SHA-256 tool: `printf 'sinusoidal-pe:learner-1' |
// sha256sum`), every bit of it depends on every character, so ids that differ by one letter give
// unrelated seeds, and 53 bits make two learners of a course of n share a seed with a chance of
// about n²/2^54 (one in 3·10^10 for a thousand learners). The prefix keeps the seed from being the
// plain hash of an id that other tools may also hash. It is computed here without crypto.subtle,
// which is asynchronous and missing from pages not served over https.
//
// Without an identity (a platform that gives none, a guest, a page opened outside any platform) the
// seed is random (crypto.getRandomValues); the attempt keeps it, so a learner who comes back to a
// saved attempt finds its questions.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x, n) => (x >>> n) | (x << (32 - n));

/** The SHA-256 digest of a text's UTF-8 bytes, as 64 hex digits. */
export function sha256Hex(text) {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const blocks = Math.ceil((length + 9) / 64);
  const data = new Uint8Array(blocks * 64);
  data.set(bytes);
  data[length] = 0x80;
  const view = new DataView(data.buffer);
  view.setUint32(data.length - 8, Math.floor(length / 0x20000000)); // the length in bits, high word
  view.setUint32(data.length - 4, (length * 8) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block += 1) {
    for (let t = 0; t < 16; t += 1) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
      const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 64; t += 1) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((x, j) => {
      h[j] = (h[j] + x) >>> 0;
    });
  }
  return [...h].map((x) => x.toString(16).padStart(8, '0')).join('');
}

/** The seed of a learner's identity (a non-empty text): the first 53 bits of SHA-256("sinusoidal-pe:" + id). */
export function learnerSeed(identity) {
  const hex = sha256Hex(`sinusoidal-pe:${identity}`);
  return Number(BigInt(`0x${hex.slice(0, 14)}`) >> 3n);
}

/** A random seed, 0 to 2^53 − 1, for a learner without an identity. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high >>> 11) * 2 ** 32 + low;
}

/**
 * The seed a package uses, and where it came from: {seed, from: 'learner' | 'random'} for
 * quiz-seed="learner" (the identity when there is one, else a random seed), or {seed, from: 'given'}
 * for a number the author gave. identity: the platform's id of the learner, or null.
 */
export function packageSeed(given, identity) {
  if (given !== null && given.trim().toLowerCase() !== 'learner') return { seed: given, from: 'given' };
  const id = typeof identity === 'string' ? identity.trim() : '';
  return id ? { seed: learnerSeed(id), from: 'learner' } : { seed: randomSeed(), from: 'random' };
}
