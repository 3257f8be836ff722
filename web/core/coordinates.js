// Which pair and which function each coordinate of PE(pos) holds, and back: the one JavaScript home
// of the layout rule (the core's own is pe::coordinateRole in cpp/encoding.cpp).
//   interleaved (the paper):  coordinate 2k is sin of pair k, 2k + 1 is its cos
//   concatenated:             coordinate k is sin of pair k, d_model/2 + k is its cos

/** Coordinate i → {pair, isSine}. */
export function coordinateRole(i, { dModel, layout }) {
  const half = dModel / 2;
  return layout === 'concatenated' ? { pair: i % half, isSine: i < half } : { pair: i >> 1, isSine: i % 2 === 0 };
}

/** Pair k → the coordinates of its sine and its cosine. */
export function pairCoordinates(k, { dModel, layout }) {
  return layout === 'concatenated' ? { sine: k, cosine: k + dModel / 2 } : { sine: 2 * k, cosine: 2 * k + 1 };
}

/** Every coordinate's role, in order. */
export function coordinateRoles(settings) {
  return Array.from({ length: settings.dModel }, (_, i) => coordinateRole(i, settings));
}
