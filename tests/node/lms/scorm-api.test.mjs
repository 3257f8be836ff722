// The SCO's side of SCORM without a browser: ADL's API discovery over window-like objects (parents,
// opener, a frame of another origin whose properties throw), and the formats SCORM's data model
// wants for numbers and session times.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findScormApi, scormDecimal, sessionTime } from '../../../web/lms/scorm-api.js';

const api12 = { LMSInitialize() {} };
const api2004 = { Initialize() {} };

// A window-like object: its own properties, and a parent (itself at the top).
function win(props = {}, parent = null) {
  const w = { ...props };
  w.parent = parent ?? w;
  w.top = parent ? parent.top : w;
  return w;
}
// A frame of another origin: reading any of its properties throws, as a browser does.
function foreign(parent) {
  const target = win({}, parent);
  return new Proxy(target, {
    get(t, key) {
      if (key === 'parent' || key === 'top') return t[key]; // what a browser lets another origin read
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    },
  });
}

describe('ADL API discovery', () => {
  it('finds API_1484_11 before API, in the window or a parent', () => {
    const top = win({ API: api12, API_1484_11: api2004 });
    assert.deepEqual(findScormApi(win({}, win({}, top))), { api: api2004, version: '2004' });
    assert.deepEqual(findScormApi(win({}, win({ API: api12 }))), { api: api12, version: '1.2' });
  });

  it('passes over a frame of another origin on the way up', () => {
    const top = win({ API: api12 });
    assert.equal(findScormApi(win({}, foreign(top))).api, api12);
  });

  it('looks in the opener and its parents when the window has none', () => {
    const lms = win({ API_1484_11: api2004 });
    const opener = win({}, lms);
    const popup = win({ opener });
    assert.equal(findScormApi(popup).api, api2004);
  });

  it('returns null outside an LMS, and ignores an API object without its functions', () => {
    assert.equal(findScormApi(win()), null);
    assert.equal(findScormApi(win({ API: {}, API_1484_11: { Initialize: 'no' } })), null);
  });
});

describe('SCORM formats', () => {
  it('numbers as SCORM decimals: no exponent, at most 10 digits before the point', () => {
    assert.equal(scormDecimal(0.5), '0.5');
    assert.equal(scormDecimal(-0), '0');
    assert.equal(scormDecimal(-5e-8), '-0.00000005');
    assert.equal(scormDecimal(628.3185), '628.3185');
    assert.equal(scormDecimal(1e20), null);
    assert.equal(scormDecimal(Number.NaN), null);
  });

  it('session times: CMITimespan for 1.2, an ISO 8601 duration for 2004', () => {
    assert.equal(sessionTime(3723.456, '1.2'), '0001:02:03.45');
    assert.equal(sessionTime(59.999, '1.2'), '0000:00:59.99');
    assert.equal(sessionTime(3723.456, '2004'), 'PT1H2M3.45S');
    assert.equal(sessionTime(0, '2004'), 'PT0H0M0S');
  });
});
