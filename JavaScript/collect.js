"use strict"; /* collect.js: see issue 5 */ (function () { return JSON.stringify({fields: [], forms: {}}); })();
