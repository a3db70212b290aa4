// Client-side search over the site's index (search-index.js sets it): entity and field names,
// and the words of their descriptions. Plain script, no server: it works from file://.
(function () {
  "use strict";
  var index = window.AGENTPROTO_SEARCH_INDEX || [];
  var root = document.body.getAttribute("data-root") || "";
  var box = document.getElementById("search-box");
  var list = document.getElementById("search-results");
  var LIMIT = 60;
  var prepared = index.map(function (entry) {
    return {
      entry: entry,
      name: entry.name.toLowerCase(),
      words: (entry.doc || "").toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean)
    };
  });

  // A lower score ranks higher: the name itself, a name starting with the query, a name
  // holding it, then descriptions holding every word of the query.
  function score(item, query, words) {
    if (item.name === query) return 0;
    if (item.name.indexOf(query) === 0) return 1;
    if (item.name.indexOf(query) >= 0) return 2;
    var all = words.every(function (word) {
      return item.words.some(function (w) { return w.indexOf(word) === 0; });
    });
    return all ? 3 : -1;
  }

  function show(query) {
    while (list.firstChild) list.removeChild(list.firstChild);
    query = query.trim().toLowerCase();
    if (!query) { list.hidden = true; return; }
    var words = query.split(/\s+/);
    var found = [];
    prepared.forEach(function (item) {
      var s = score(item, query, words);
      if (s >= 0) found.push([s, item.entry]);
    });
    found.sort(function (a, b) { return a[0] - b[0] || a[1].name.localeCompare(b[1].name); });
    found.slice(0, LIMIT).forEach(function (pair) {
      var entry = pair[1];
      var li = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.textContent = entry.name;
      link.className = "hit";
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = entry.kind;
      var source = document.createElement("span");
      source.className = "source";
      source.textContent = entry.source;
      li.appendChild(link);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(kind);
      li.appendChild(source);
      list.appendChild(li);
    });
    if (!found.length) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "Nothing matches “" + query + "”.";
      list.appendChild(none);
    } else if (found.length > LIMIT) {
      var more = document.createElement("li");
      more.className = "none";
      more.textContent = (found.length - LIMIT) + " more: type more of the name.";
      list.appendChild(more);
    }
    list.hidden = false;
  }

  if (!box || !list) return;
  box.addEventListener("input", function () { show(box.value); });
  box.form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a.hit");
    if (first) window.location.href = first.href;
  });
  var asked = new URLSearchParams(window.location.search).get("q");
  if (asked) { box.value = asked; show(asked); }
})();
