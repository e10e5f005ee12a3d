(function (document, fillScript) { "use strict"; return {success: false, filled: []}; })
