// The reference's one script: choose which styles a feature page shows, diff any two of them
// line by line, and filter the core's audit. Without it every column shows and nothing breaks.
(function () {
  "use strict";
  var chooser = document.querySelector("fieldset.chooser");
  if (chooser) {
    chooser.hidden = false;
    chooser.addEventListener("change", function (event) {
      var column = document.getElementById(event.target.value);
      if (column) column.hidden = !event.target.checked;
    });
  }

  function columnLines(style) {
    var column = document.getElementById(style);
    var lines = [];
    column.querySelectorAll("pre.code").forEach(function (pre) {
      lines.push("// " + pre.getAttribute("data-file"));
      lines = lines.concat(pre.textContent.split("\n"));
    });
    return lines;
  }

  function diff(a, b) {
    var n = a.length, m = b.length, lengths = [];
    for (var i = 0; i <= n; i++) lengths.push(new Int32Array(m + 1));
    for (i = n - 1; i >= 0; i--)
      for (var j = m - 1; j >= 0; j--)
        lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    var out = [];
    i = 0; j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[i] === b[j]) { out.push([" ", a[i]]); i++; j++; }
      else if (i < n && (j === m || lengths[i + 1][j] >= lengths[i][j + 1])) { out.push(["-", a[i]]); i++; }
      else { out.push(["+", b[j]]); j++; }
    }
    return out;
  }

  var show = document.getElementById("diff-show");
  if (show) {
    document.querySelector("section.differ").hidden = false;
    show.addEventListener("click", function () {
      var from = document.getElementById("diff-a").value, to = document.getElementById("diff-b").value;
      var output = document.getElementById("diff-out");
      output.textContent = "";
      diff(columnLines(from), columnLines(to)).forEach(function (line) {
        var node = document.createElement(line[0] === "+" ? "ins" : line[0] === "-" ? "del" : "span");
        node.textContent = line[0] + " " + line[1];
        output.appendChild(node);
        output.appendChild(document.createTextNode("\n"));
      });
    });
  }

  var filter = document.getElementById("filter");
  if (filter) {
    var rows = Array.prototype.slice.call(document.querySelectorAll("main tbody tr"));
    var count = document.getElementById("filter-count");
    var apply = function () {
      var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var match = words.every(function (word) { return text.indexOf(word) >= 0; });
        row.hidden = !match;
        if (match) shown++;
      });
      count.textContent = shown + " of " + rows.length + " rows";
    };
    filter.addEventListener("input", apply);
    apply();
  }
})();
