// The reference's one script: choose which styles a feature page shows, diff any two of them
// line by line beside what moving from one to the other gains and loses, and filter the core's
// audit. Without it every column shows and nothing breaks.
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
      showMigration(from, to);
    });
  }

  // The migration view: beside the diff, the matrix rows played on the feature where the two
  // styles' outcomes differ, and each one's measured costs (the page's migration-data).
  function cell(row, text, href, warn, label) {
    var td = document.createElement(row ? "td" : "th");
    if (label) td.setAttribute("data-label", label);
    if (href) {
      var a = document.createElement("a");
      a.href = href;
      a.textContent = text;
      td.appendChild(a);
    } else {
      td.textContent = text;
    }
    if (warn) td.className = "warn";
    return td;
  }

  function showMigration(from, to) {
    var section = document.getElementById("migration");
    var data = JSON.parse(document.getElementById("migration-data").textContent);
    var names = {};
    document.querySelectorAll("#diff-a option").forEach(function (o) { names[o.value] = o.textContent; });
    section.querySelectorAll(".from").forEach(function (n) { n.textContent = names[from]; });
    section.querySelectorAll(".to").forEach(function (n) { n.textContent = names[to]; });
    var rows = section.querySelector(".migration-rows tbody");
    rows.textContent = "";
    data.rows.forEach(function (row) {
      var a = row.cells[from], b = row.cells[to];
      if (a.outcome === b.outcome && a.pitfall === b.pitfall) return;
      var tr = document.createElement("tr");
      tr.setAttribute("data-situation", row.id);
      var th = document.createElement("th");
      th.scope = "row";
      var link = document.createElement("a");
      link.href = "situation-" + row.id + ".html";
      link.textContent = row.id + ". " + row.title;
      th.appendChild(link);
      tr.appendChild(th);
      [[a, from], [b, to]].forEach(function (c) {
        tr.appendChild(cell(true, (c[0].pitfall ? "⚠ " : "") + c[0].outcome, c[0].href, c[0].pitfall, names[c[1]]));
      });
      rows.appendChild(tr);
    });
    if (!rows.children.length) {
      var tr = document.createElement("tr");
      var td = cell(true, "The two do the same in every row played on this feature.");
      td.colSpan = 3;
      tr.appendChild(td);
      rows.appendChild(tr);
    }
    var costs = section.querySelector(".migration-costs tbody");
    costs.textContent = "";
    [["lines", "lines of code (view model + view controller)", "#cost-lines-of-code"],
     ["allocations", "allocations per intent (mean of its scenarios)", "#cost-run-time"],
     ["bytes", "bytes held while bound (mean)", "#cost-run-time"],
     ["updates", "view updates per scenario (mean)", "#cost-run-time"]].forEach(function (figure) {
      var tr = document.createElement("tr");
      tr.setAttribute("data-figure", figure[0]);
      tr.appendChild(cell(false, figure[1]));
      [from, to].forEach(function (style) {
        var value = data.costs[style][figure[0]];
        tr.appendChild(cell(true, value === undefined ? "not measured" : String(value), "style-" + style + ".html" + figure[2],
          false, names[style]));
      });
      costs.appendChild(tr);
    });
    section.hidden = false;
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
