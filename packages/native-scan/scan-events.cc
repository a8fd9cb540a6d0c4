// The plain-shape scan of ingest bodies (packages/usage/src/scan-events.ts), in C++: the same walk over the
// body, the same checks, the payload hash, and each valid event's TabSeparated row, without a JS object or
// string per field. It decides less than the JS scan, never differently: whatever it is not sure of goes back
// to JS, which answers as before.
// - A body that is not pure ASCII, not of the plain shape at the top, or has too many events: `null`, and the
//   caller runs the JS scan on it.
// - An event it does not take (outside the plain shape, failing any check, whitespace inside its properties,
//   an eventTime other than `YYYY-MM-DDTHH:MM:SS[.f{1,3}]Z`): its span, for JSON.parse and validateEvent.
// native-scan.test.ts compares it with the JS scan on random bodies.
//
// configure(stride, maxEventId, maxEventType, maxResourceId, maxPathKey, maxPropertiesBytes, maxIntegerDigits)
// -> boolean, once at load: the limits of the rules, whose one copy is the TypeScript side's (src/index.ts
// NativeScanLimits); until it is called every scan answers null.
// scan(text, batch, nowMs, pastMs, futureMs, maxEvents, out: Int32Array, times: Float64Array,
//      rowOrganization, rowIngestTime, rowVersion) -> [hashes, rows] | null
// out[0] = events; event k at 1 + k * stride: kind (1 taken, 0 for JS), then spans (start, end) of the event
// (kind 0) or of eventId, customer id, eventType and properties, and its row's end in `rows` (kind 1).
#include <node_api.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

// Node exports its OpenSSL; the one-shot digest is all this needs.
extern "C" unsigned char *SHA256(const unsigned char *data, size_t size, unsigned char *digest);

namespace {

constexpr int64_t DAY_MS = 86400000;

// Set by configure() from the caller's constants; `set` false until then.
struct Limits {
  bool set = false;
  int32_t stride = 0;
  size_t eventId = 0, eventType = 0, resourceId = 0, pathKey = 0, propertiesBytes = 0;
  int32_t integerDigits = 0;
} limits;

struct Span {
  int32_t a = 0, b = 0;  // [a, b)
  int32_t size() const { return b - a; }
};

struct Body {
  const char *t;
  int32_t n;

  int at(int32_t i) const { return i >= 0 && i < n ? static_cast<unsigned char>(t[i]) : -1; }
  std::string_view view(Span s) const { return std::string_view(t + s.a, s.size()); }
  bool startsWith(const char *word, int32_t i) const {
    size_t len = std::strlen(word);
    return i >= 0 && static_cast<size_t>(n - i) >= len && std::memcmp(t + i, word, len) == 0;
  }

  int32_t skipWhitespace(int32_t i) const {
    while (i < n && (t[i] == ' ' || t[i] == '\n' || t[i] == '\r' || t[i] == '\t')) i++;
    return i;
  }

  // The end of a string without escapes or control characters, from its opening quote at `i`; -1 otherwise.
  int32_t plainStringEnd(int32_t i) const {
    if (at(i) != '"') return -1;
    for (int32_t j = i + 1; j < n; j++) {
      unsigned char c = t[j];
      if (c == '"') return j + 1;
      if (c == '\\' || c < 0x20) return -1;
    }
    return -1;
  }

  // The end of any string (escapes skipped, not checked); -1 when unterminated.
  int32_t stringEnd(int32_t i) const {
    for (int32_t j = i + 1; j < n; j++) {
      if (t[j] == '"') return j + 1;
      if (t[j] == '\\') j++;
    }
    return -1;
  }

  // The end of the value at `i` by brackets outside strings, unchecked (scan-events.ts valueEnd).
  int32_t valueEnd(int32_t i) const {
    int c = at(i);
    if (c == '"') return stringEnd(i);
    if (c != '{' && c != '[') {
      int32_t j = i;
      for (; j < n; j++) {
        char d = t[j];
        if (d == ',' || d == ']' || d == '}' || d == ' ' || d == '\n' || d == '\r' || d == '\t') break;
      }
      return j == i ? -1 : j;
    }
    int depth = 0;
    for (int32_t j = i; j < n; j++) {
      char d = t[j];
      if (d == '"') {
        j = stringEnd(j) - 1;
        if (j < 0) return -1;
      } else if (d == '{' || d == '[') {
        depth++;
      } else if (d == '}' || d == ']') {
        if (--depth == 0) return j + 1;
      }
    }
    return -1;
  }

  // The end of an integer of 1 to limits.integerDigits digits (no leading zero, not -0) at `i`; -1 for any other
  // number.
  int32_t smallIntegerEnd(int32_t i) const {
    int32_t j = i;
    if (at(j) == '-') j++;
    int32_t first = j;
    while (j < n && t[j] >= '0' && t[j] <= '9') j++;
    int32_t digits = j - first;
    if (digits == 0 || digits > limits.integerDigits) return -1;
    if (t[first] == '0' && (digits > 1 || first > i)) return -1;
    int next = at(j);
    if (next == '.' || next == 'e' || next == 'E') return -1;
    return j;
  }
};

bool isEventIdChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
         c == ':' || c == '~' || c == '-';
}

// EVENT_ID: 1 to limits.eventId of A-Za-z0-9._:~-
bool isEventId(std::string_view s) {
  if (s.empty() || s.size() > limits.eventId) return false;
  for (char c : s)
    if (!isEventIdChar(c)) return false;
  return true;
}

// EVENT_TYPE: 1 to limits.eventType of A-Za-z0-9._:-
bool isEventType(std::string_view s) {
  if (s.empty() || s.size() > limits.eventType) return false;
  for (char c : s)
    if (c == '~' || !isEventIdChar(c)) return false;
  return true;
}

// RESOURCE_ID: a lowercase letter, then a-z0-9- up to limits.resourceId in all, not ending in '-'.
bool isResourceId(std::string_view s) {
  if (s.empty() || s.size() > limits.resourceId || s[0] < 'a' || s[0] > 'z' || s.back() == '-') return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

// PATH_KEY: 1 to limits.pathKey of A-Za-z0-9_$-
bool isPathKey(std::string_view s) {
  if (s.empty() || s.size() > limits.pathKey) return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
          c == '-'))
      return false;
  return true;
}

// Days since 1970-01-01 of a proleptic Gregorian date (the civil-calendar arithmetic of 400-year eras).
int64_t daysFromCivil(int64_t y, int64_t m, int64_t d) {
  y -= m <= 2;
  int64_t era = (y >= 0 ? y : y - 399) / 400;
  int64_t yoe = y - era * 400;
  int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

void civilFromDays(int64_t z, int64_t &y, int64_t &m, int64_t &d) {
  z += 719468;
  int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  int64_t doe = z - era * 146097;
  int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int64_t mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y = yoe + era * 400 + (m <= 2);
}

bool digitsAt(std::string_view s, size_t i, size_t count, int64_t &value) {
  value = 0;
  for (size_t k = i; k < i + count; k++) {
    if (s[k] < '0' || s[k] > '9') return false;
    value = value * 10 + (s[k] - '0');
  }
  return true;
}

// `YYYY-MM-DDTHH:MM:SS[.f{1,3}]Z` as an instant, when it is a real date and time; false for anything else
// (other forms go to JS, where Date.parse decides).
bool parseTime(std::string_view s, int64_t &ms) {
  size_t size = s.size();
  if (size != 20 && (size < 22 || size > 24)) return false;
  if (s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[size - 1] != 'Z') return false;
  int64_t y, mo, d, h, mi, sec, frac = 0;
  if (!digitsAt(s, 0, 4, y) || !digitsAt(s, 5, 2, mo) || !digitsAt(s, 8, 2, d) || !digitsAt(s, 11, 2, h) ||
      !digitsAt(s, 14, 2, mi) || !digitsAt(s, 17, 2, sec))
    return false;
  if (size > 20) {
    if (s[19] != '.') return false;
    size_t fracDigits = size - 21;
    if (!digitsAt(s, 20, fracDigits, frac)) return false;
    for (size_t k = fracDigits; k < 3; k++) frac *= 10;
  }
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return false;
  static const int monthDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (d > monthDays[mo - 1] + (mo == 2 && leap ? 1 : 0)) return false;
  ms = daysFromCivil(y, mo, d) * DAY_MS + ((h * 60 + mi) * 60 + sec) * 1000 + frac;
  return true;
}

void appendDigits(std::string &out, int64_t value, int width) {
  char buf[24];
  int len = 0;
  do {
    buf[len++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value > 0 || len < width);
  while (len > 0) out.push_back(buf[--len]);
}

// ClickHouse DateTime64 text in UTC (usage-events.ts clickhouseTime) of a non-negative instant.
void appendClickhouseTime(std::string &out, int64_t ms) {
  int64_t day = ms / DAY_MS, rest = ms % DAY_MS, y, m, d;
  civilFromDays(day, y, m, d);
  appendDigits(out, y, 4);
  out.push_back('-');
  appendDigits(out, m, 2);
  out.push_back('-');
  appendDigits(out, d, 2);
  out.push_back(' ');
  appendDigits(out, rest / 3600000, 2);
  out.push_back(':');
  appendDigits(out, rest / 60000 % 60, 2);
  out.push_back(':');
  appendDigits(out, rest / 1000 % 60, 2);
  out.push_back('.');
  appendDigits(out, rest % 1000, 3);
}

struct Property {
  Span key, value;  // the key without its quotes; the value's literal
};

struct Event {
  Span id, customer, type, time, properties;
  std::vector<Property> props;
  std::vector<int32_t> order;
};

struct Row {
  const char *organization;
  size_t organizationSize;
  std::string ingestTime, version;
  bool wanted = false;
};

class Scanner {
 public:
  Scanner(const Body &body, int64_t now, int64_t past, int64_t future, const Row &row, std::string &hashes,
          std::string &rows)
      : b(body), now(now), past(past), future(future), row(row), hashes(hashes), rows(rows) {}

  // The event at `i` into `slot`: taken (kind 1) or left to JS (kind 0). Its end, or -1 when the body is not
  // plain (then JS scans it all).
  int32_t eventAt(int32_t i, int32_t *slot, double *time) {
    if (b.at(i) == '{') {
      int32_t end = scanEvent(i);
      if (end >= 0 && take(slot, time)) return end;
    }
    int32_t end = b.valueEnd(i);
    if (end < 0) return -1;
    slot[0] = 0;
    slot[1] = i;
    slot[2] = end;
    return end;
  }

 private:
  const Body &b;
  int64_t now, past, future;
  const Row &row;
  std::string &hashes, &rows;
  Event e;
  std::string canonical;

  // The flat, compact properties object at `i`; its end, or -1.
  int32_t scanProperties(int32_t i) {
    int32_t j = i + 1;
    if (b.at(j) != '}') {
      for (;;) {
        int32_t keyEnd = b.plainStringEnd(j);
        if (keyEnd < 0) return -1;
        Span key{j + 1, keyEnd - 1};
        int first = b.at(key.a);
        // Array-index keys come first in an object whatever the text says; `__proto__` is special.
        if ((key.size() > 0 && first >= '0' && first <= '9') || b.view(key) == "__proto__") return -1;
        if (b.at(keyEnd) != ':') return -1;
        int32_t start = keyEnd + 1, end;
        int c = b.at(start);
        if (c == '"') end = b.plainStringEnd(start);
        else if (c == '-' || (c >= '0' && c <= '9')) end = b.smallIntegerEnd(start);
        else if (b.startsWith("true", start)) end = start + 4;
        else if (b.startsWith("false", start)) end = start + 5;
        else if (b.startsWith("null", start)) end = start + 4;
        else return -1;
        if (end < 0) return -1;
        e.props.push_back({key, {start, end}});
        if (b.at(end) == '}') {
          j = end;
          break;
        }
        if (b.at(end) != ',') return -1;
        j = end + 1;
      }
    }
    e.properties = {i, j + 1};
    return j + 1;
  }

  // The event object at `i` into `e`; its end, or -1 when not of the plain shape.
  int32_t scanEvent(int32_t i) {
    e.props.clear();
    e.properties = {0, 0};
    int seen = 0;
    int32_t j = b.skipWhitespace(i + 1);
    for (;;) {
      int32_t keyEnd = b.plainStringEnd(j);
      if (keyEnd < 0) return -1;
      std::string_view key = b.view({j + 1, keyEnd - 1});
      int field = key == "eventId"      ? 1
                  : key == "customer"   ? 2
                  : key == "eventType"  ? 4
                  : key == "eventTime"  ? 8
                  : key == "properties" ? 16
                                        : 0;
      if (field == 0 || (seen & field) != 0) return -1;
      seen |= field;
      int32_t colon = b.skipWhitespace(keyEnd);
      if (b.at(colon) != ':') return -1;
      int32_t start = b.skipWhitespace(colon + 1), end;
      if (field == 16) {
        if (b.at(start) != '{') return -1;
        end = scanProperties(start);
      } else {
        end = b.plainStringEnd(start);
        if (end < 0) return -1;
        Span value{start + 1, end - 1};
        if (field == 1) e.id = value;
        else if (field == 2) e.customer = value;
        else if (field == 4) e.type = value;
        else e.time = value;
      }
      if (end < 0) return -1;
      int32_t k = b.skipWhitespace(end);
      if (b.at(k) == '}') return (seen & 15) == 15 ? k + 1 : -1;
      if (b.at(k) != ',') return -1;
      j = b.skipWhitespace(k + 1);
    }
  }

  // validScanned: every check passed, the event's hash and row written, `slot` filled; false otherwise.
  bool take(int32_t *slot, double *time) {
    static constexpr std::string_view CUSTOMERS = "customers/";
    if (!isEventId(b.view(e.id)) || !isEventType(b.view(e.type))) return false;
    std::string_view customer = b.view(e.customer);
    if (customer.substr(0, CUSTOMERS.size()) != CUSTOMERS) return false;
    Span customerId{e.customer.a + static_cast<int32_t>(CUSTOMERS.size()), e.customer.b};
    if (!isResourceId(b.view(customerId))) return false;
    int64_t ms;
    if (!parseTime(b.view(e.time), ms) || ms < now - past || ms > now + future) return false;
    bool empty = e.properties.size() == 0;
    if (!empty && static_cast<size_t>(e.properties.size()) * 3 > limits.propertiesBytes) return false;
    // Keys in code unit order (ASCII: byte order); a repeated key goes to JS.
    size_t count = e.props.size();
    e.order.resize(count);
    for (size_t k = 0; k < count; k++) e.order[k] = static_cast<int32_t>(k);
    std::sort(e.order.begin(), e.order.end(),
              [&](int32_t x, int32_t y) { return b.view(e.props[x].key) < b.view(e.props[y].key); });
    for (size_t k = 1; k < count; k++)
      if (b.view(e.props[e.order[k - 1]].key) == b.view(e.props[e.order[k]].key)) return false;

    canonical.assign("[\"");
    canonical.append(b.view(customerId)).append("\",\"").append(b.view(e.type)).append("\",");
    canonical.append(std::to_string(ms)).append(",{");
    for (size_t k = 0; k < count; k++) {
      const Property &p = e.props[e.order[k]];
      if (k > 0) canonical.push_back(',');
      canonical.push_back('"');
      canonical.append(b.view(p.key)).append("\":").append(b.view(p.value));
    }
    canonical.append("}]");
    unsigned char digest[32];
    SHA256(reinterpret_cast<const unsigned char *>(canonical.data()), canonical.size(), digest);
    static const char HEX[] = "0123456789abcdef";
    size_t hashAt = hashes.size();
    for (int k = 0; k < 16; k++) {
      hashes.push_back(HEX[digest[k] >> 4]);
      hashes.push_back(HEX[digest[k] & 15]);
    }
    if (row.wanted) appendRow(customerId, ms, std::string_view(hashes.data() + hashAt, 32));

    slot[0] = 1;
    slot[1] = e.id.a;
    slot[2] = e.id.b;
    slot[3] = customerId.a;
    slot[4] = customerId.b;
    slot[5] = e.type.a;
    slot[6] = e.type.b;
    slot[7] = empty ? -1 : e.properties.a;
    slot[8] = empty ? -1 : e.properties.b;
    slot[9] = static_cast<int32_t>(rows.size());
    *time = static_cast<double>(ms);
    return true;
  }

  // The event's row as encodeEvents writes it. Plain strings hold no tab, newline, NUL or backslash: nothing
  // to escape in the row; in the map's quoted strings, only a single quote.
  void appendRow(Span customerId, int64_t ms, std::string_view hash) {
    rows.append(row.organization, row.organizationSize).push_back('\t');
    rows.append(b.view(customerId)).push_back('\t');
    rows.append(b.view(e.type)).push_back('\t');
    appendClickhouseTime(rows, ms);
    rows.push_back('\t');
    rows.append(b.view(e.id)).push_back('\t');
    rows.append(row.ingestTime).push_back('\t');
    if (e.properties.size() == 0) rows.append("{}");
    else rows.append(b.view(e.properties));
    rows.push_back('\t');
    rows.append(hash).append("\t\t").append(row.version).append("\t{");
    bool first = true;
    for (const Property &p : e.props) {
      std::string_view key = b.view(p.key);
      std::string_view value = b.view(p.value);
      if (value == "null" || !isPathKey(key)) continue;
      if (!first) rows.push_back(',');
      first = false;
      rows.push_back('\'');
      rows.append(key).append("':'");
      if (value[0] == '"') value = value.substr(1, value.size() - 2);
      for (char c : value) {
        if (c == '\'') rows.push_back('\\');
        rows.push_back(c);
      }
      rows.push_back('\'');
    }
    rows.append("}\n");
  }
};

// The scan of the whole body; false when it is not of the plain shape at the top (or has too many events).
bool scanBody(const Body &b, bool batch, Scanner &scanner, int32_t maxEvents, int32_t *out, double *times) {
  const char *head = batch ? "\"events\"" : "\"event\"";
  int32_t i = b.skipWhitespace(0);
  if (b.at(i) != '{') return false;
  i = b.skipWhitespace(i + 1);
  if (!b.startsWith(head, i)) return false;
  i = b.skipWhitespace(i + static_cast<int32_t>(std::strlen(head)));
  if (b.at(i) != ':') return false;
  i = b.skipWhitespace(i + 1);
  int32_t count = 0;
  if (batch) {
    if (b.at(i) != '[') return false;
    i = b.skipWhitespace(i + 1);
    if (b.at(i) != ']') {
      for (;;) {
        if (count == maxEvents) return false;
        int32_t end = scanner.eventAt(i, out + 1 + count * limits.stride, times + count);
        if (end < 0) return false;
        count++;
        i = b.skipWhitespace(end);
        if (b.at(i) == ']') break;
        if (b.at(i) != ',') return false;
        i = b.skipWhitespace(i + 1);
      }
    }
    i = b.skipWhitespace(i + 1);
  } else {
    if (b.at(i) != '{') return false;
    int32_t end = scanner.eventAt(i, out + 1, times);
    if (end < 0) return false;
    count = 1;
    i = b.skipWhitespace(end);
  }
  if (b.at(i) != '}' || b.skipWhitespace(i + 1) != b.n) return false;
  out[0] = count;
  return true;
}

bool readString(napi_env env, napi_value value, std::string &out) {
  size_t size = 0;
  if (napi_get_value_string_utf8(env, value, nullptr, 0, &size) != napi_ok) return false;
  out.resize(size + 1);
  size_t written = 0;
  if (napi_get_value_string_utf8(env, value, out.data(), size + 1, &written) != napi_ok) return false;
  out.resize(written);
  return true;
}

// Reused between calls: the edge scans one body at a time on its one thread.
std::string text, hashes, rows;

napi_value Scan(napi_env env, napi_callback_info info) {
  size_t argc = 11;
  napi_value argv[11];
  napi_value null;
  napi_get_null(env, &null);
  if (napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr) != napi_ok || argc < 8 || !limits.set) return null;
  // Pure ASCII only: then a byte offset is a UTF-16 offset, and the JS plain-string rule has no surrogates.
  size_t units = 0;
  if (napi_get_value_string_utf16(env, argv[0], nullptr, 0, &units) != napi_ok) return null;
  if (!readString(env, argv[0], text) || text.size() != units) return null;
  bool batch = false;
  double now = 0, past = 0, future = 0, maxEvents = 0;
  napi_get_value_bool(env, argv[1], &batch);
  napi_get_value_double(env, argv[2], &now);
  napi_get_value_double(env, argv[3], &past);
  napi_get_value_double(env, argv[4], &future);
  napi_get_value_double(env, argv[5], &maxEvents);
  napi_typedarray_type type;
  size_t length = 0, timesLength = 0;
  void *outData = nullptr, *timesData = nullptr;
  if (napi_get_typedarray_info(env, argv[6], &type, &length, &outData, nullptr, nullptr) != napi_ok ||
      type != napi_int32_array)
    return null;
  if (napi_get_typedarray_info(env, argv[7], &type, &timesLength, &timesData, nullptr, nullptr) != napi_ok ||
      type != napi_float64_array)
    return null;
  int32_t limit = static_cast<int32_t>(maxEvents);
  if (limit < 1 || length < 1 + static_cast<size_t>(limit) * limits.stride || timesLength < static_cast<size_t>(limit))
    return null;

  Row row;
  std::string organization;
  if (argc >= 11) {
    napi_valuetype kind;
    napi_typeof(env, argv[8], &kind);
    if (kind == napi_string) {
      if (!readString(env, argv[8], organization) || !readString(env, argv[9], row.ingestTime) ||
          !readString(env, argv[10], row.version))
        return null;
      row.organization = organization.data();
      row.organizationSize = organization.size();
      row.wanted = true;
    }
  }

  hashes.clear();
  rows.clear();
  Body body{text.data(), static_cast<int32_t>(text.size())};
  Scanner scanner(body, static_cast<int64_t>(now), static_cast<int64_t>(past), static_cast<int64_t>(future), row,
                  hashes, rows);
  if (!scanBody(body, batch, scanner, limit, static_cast<int32_t *>(outData), static_cast<double *>(timesData)))
    return null;
  napi_value result, hashText, rowText;
  napi_create_string_latin1(env, hashes.data(), hashes.size(), &hashText);
  napi_create_string_latin1(env, rows.data(), rows.size(), &rowText);
  napi_create_array_with_length(env, 2, &result);
  napi_set_element(env, result, 0, hashText);
  napi_set_element(env, result, 1, rowText);
  return result;
}

// configure(...7 positive integers) -> whether they were taken (see the top of this file).
napi_value Configure(napi_env env, napi_callback_info info) {
  size_t argc = 7;
  napi_value argv[7];
  napi_value answer;
  bool ok = napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr) == napi_ok && argc == 7;
  int64_t v[7] = {0, 0, 0, 0, 0, 0, 0};
  for (size_t k = 0; ok && k < 7; k++)
    ok = napi_get_value_int64(env, argv[k], &v[k]) == napi_ok && v[k] > 0 && v[k] <= INT32_MAX;
  // An event takes ten slots (its kind, eight span ends, its row's end): fewer would overlap the next event.
  if (ok && v[0] < 10) ok = false;
  if (ok) {
    limits.stride = static_cast<int32_t>(v[0]);
    limits.eventId = static_cast<size_t>(v[1]);
    limits.eventType = static_cast<size_t>(v[2]);
    limits.resourceId = static_cast<size_t>(v[3]);
    limits.pathKey = static_cast<size_t>(v[4]);
    limits.propertiesBytes = static_cast<size_t>(v[5]);
    limits.integerDigits = static_cast<int32_t>(v[6]);
    limits.set = true;
  }
  napi_get_boolean(env, ok, &answer);
  return answer;
}

}  // namespace

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "scan", NAPI_AUTO_LENGTH, Scan, nullptr, &fn);
  napi_set_named_property(env, exports, "scan", fn);
  napi_create_function(env, "configure", NAPI_AUTO_LENGTH, Configure, nullptr, &fn);
  napi_set_named_property(env, exports, "configure", fn);
  return exports;
}
