// tests/bench/bare-table.html: a one-row table in the shadow root of a <sinusoidal-pe> tag that no
// script defines, where tests/bench/first-paint.mjs looks for the widget's first row.
const table = document.createElement('table');
table.innerHTML = '<caption>PE(pos)</caption><tbody><tr><th scope="row">0</th><td>0.000000</td><td>1.000000</td></tr></tbody>';
document.querySelector('sinusoidal-pe').attachShadow({ mode: 'open' }).append(table);
