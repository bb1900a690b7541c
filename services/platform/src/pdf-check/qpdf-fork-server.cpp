// The qpdf fork server: reads PDFs with libqpdf for the PDF check (pdf-check/fork-server.ts), each
// file in a process of its own, without paying for a program start per file.
//
// Why a server: starting the qpdf program (mapping and relocating libqpdf, libstdc++, gnutls and a
// dozen more libraries) costs more CPU than reading a small statement, and every PDF of every
// submission is read twice (rewritten, then the rewrite judged). This program loads libqpdf once
// and forks a child per file: the child starts with everything loaded and pays only the work. The
// isolation is the same as one program per file: a crash, a hang or a memory blow-up ends that
// child, within the bounds it was given (address space, output size, time), and the child runs
// with nothing to steal: an empty environment (the server is started with one), no descriptor but
// its own, and, when the server runs as root, as the unprivileged user `nobody`, after the server
// has opened its input and output for it. This process never reads a PDF itself.
//
// Requests, one per line on stdin, fields separated by tabs (paths are the caller's own temporary
// files, never a client's name):
//   <id> <job> <memory KiB> <timeout ms> <max output bytes> <input path> <output path or ->
// Jobs:
//   normalize  read the input, write it again from the objects read (unreferenced objects dropped,
//              streams with generalized filters decoded and compressed again, object streams
//              regenerated, encryption removed) to the output path, then read that output and print
//              its objects as qpdf JSON: what is judged is exactly the file written.
//   inspect    print the input's objects as qpdf JSON (the output path is -).
// For each, when its child has ended, one line on stdout, then the message and the JSON:
//   <id> <exit code, or -1 when signalled> <signal, or 0> <message bytes> <JSON bytes>
// The message holds qpdf's warnings, one per line (or the error that stopped it). Exit 0 is a
// file read without a warning, 3 one with warnings, 2 one that could not be read; SIGALRM is the
// time bound and SIGXFSZ the output bound. The server ends when its stdin has ended and its jobs
// are answered, and at once with the thread that started it (its jobs with it).
#include <qpdf/Pl_Flate.hh>
#include <qpdf/Pl_StdioFile.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFExc.hh>
#include <qpdf/QPDFWriter.hh>

#include <fcntl.h>
#include <grp.h>
#include <malloc.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

constexpr size_t MESSAGE_KEPT = 16 * 1024;
constexpr size_t LINE_MAX_BYTES = 16 * 1024;
constexpr int EXIT_CLEAN = 0, EXIT_UNREADABLE = 2, EXIT_WARNINGS = 3;
// The unprivileged user and group of Debian and of the images (`nobody`, `nogroup`).
constexpr uid_t NOBODY = 65534;
constexpr gid_t NOGROUP = 65534;

// What a job's child works with: its input and output, and the memory files it prints into.
struct Files {
  int input = -1, output = -1, json = -1, message = -1;
};

struct Request {
  std::string id, job;
  unsigned long long memoryKiB = 0, timeoutMs = 0, maxOutputBytes = 0;
  std::string inputPath, outputPath;
};

bool parseNumber(const std::string& text, unsigned long long& value) {
  if (text.empty() || text.size() > 15 || text.find_first_not_of("0123456789") != std::string::npos) return false;
  value = std::strtoull(text.c_str(), nullptr, 10);
  return value > 0;
}

bool parseRequest(const std::string& line, Request& request) {
  std::vector<std::string> fields;
  for (size_t at = 0;;) {
    size_t tab = line.find('\t', at);
    fields.push_back(line.substr(at, tab == std::string::npos ? std::string::npos : tab - at));
    if (tab == std::string::npos) break;
    at = tab + 1;
  }
  if (fields.size() != 7) return false;
  request.id = fields[0];
  request.job = fields[1];
  request.inputPath = fields[5];
  request.outputPath = fields[6];
  bool normalize = request.job == "normalize";
  return !request.id.empty() && request.id.find_first_not_of("0123456789") == std::string::npos &&
         (normalize || request.job == "inspect") && parseNumber(fields[2], request.memoryKiB) &&
         parseNumber(fields[3], request.timeoutMs) && parseNumber(fields[4], request.maxOutputBytes) &&
         request.inputPath[0] == '/' && (normalize ? request.outputPath[0] == '/' : request.outputPath == "-");
}

void setLimit(int resource, rlim_t value) {
  rlimit limit{value, value};
  setrlimit(resource, &limit);
}

// Every warning qpdf gathered so far, one per line, into the message file.
bool printWarnings(QPDF& pdf) {
  bool any = false;
  for (auto const& warning : pdf.getWarnings()) {
    std::string line = warning.what();
    for (char& c : line)
      if (c == '\n' || c == '\r') c = ' ';
    std::fprintf(stderr, "%s\n", line.c_str());
    any = true;
  }
  return any;
}

FILE* openStream(int fd, const char* mode) {
  FILE* file = fdopen(dup(fd), mode);
  if (!file) throw std::runtime_error(std::string("no stream for a file: ") + std::strerror(errno));
  return file;
}

// The objects of `pdf` as qpdf JSON version 2 under the key "qpdf", as `qpdf --json --json-key=qpdf`
// prints them: dictionaries only, no stream data.
void printJson(QPDF& pdf, int fd) {
  FILE* out = openStream(fd, "wb");
  Pl_StdioFile pipeline("json", out);
  bool first = true;
  pdf.writeJSON(2, &pipeline, true, first, qpdf_dl_none, qpdf_sj_none, "", {});
  pipeline.finish();
  std::fclose(out);
}

// Reads the input and writes it again from the objects read; returns whether qpdf warned.
bool rewrite(const Files& files) {
  QPDF input;
  input.setSuppressWarnings(true);
  input.processFile("input", openStream(files.input, "rb"), true);
  QPDFWriter writer(input);
  writer.setOutputFile("rewritten", openStream(files.output, "wb"), true);
  writer.setPreserveEncryption(false);
  writer.setObjectStreamMode(qpdf_o_generate);
  writer.setDecodeLevel(qpdf_dl_generalized);
  writer.setCompressStreams(true);
  writer.setRecompressFlate(true);
  writer.write();
  return printWarnings(input);
}

int runJob(const Request& request, const Files& files) {
  // The input's objects are freed before the rewrite is read back: the memory bound holds one
  // document at a time.
  bool warned = request.job == "normalize" && rewrite(files);
  int source = request.job == "normalize" ? files.output : files.input;
  lseek(source, 0, SEEK_SET);
  // After a rewrite, the file just written, read back as any later reader will read it: that is
  // what is judged.
  QPDF pdf;
  pdf.setSuppressWarnings(true);
  pdf.processFile(request.job == "normalize" ? "rewritten" : "input", openStream(source, "rb"), true);
  printJson(pdf, files.json);
  warned = printWarnings(pdf) || warned;
  return warned ? EXIT_WARNINGS : EXIT_CLEAN;
}

// In the forked child: descriptors, bounds and user first, then the job.
[[noreturn]] void runChild(const Request& request, const Files& files) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  int nothing = open("/dev/null", O_RDWR);
  dup2(nothing, 0);
  dup2(nothing, 1);
  dup2(files.message, 2);
  // Its own files as 3, 4 and 5 (input, output, JSON), and nothing else of the server or of the
  // other jobs. Moved out of the way first, so no source is overwritten before it is copied.
  int own[] = {files.input, files.output, files.json};
  for (int& fd : own)
    if (fd >= 0) fd = fcntl(fd, F_DUPFD, 1024);
  for (int i = 0; i < 3; i++)
    if (own[i] >= 0) dup2(own[i], 3 + i);
  close_range(6, ~0U, 0);
  Files mine{3, files.output < 0 ? -1 : 4, 5, 2};
  setLimit(RLIMIT_AS, request.memoryKiB * 1024);
  setLimit(RLIMIT_FSIZE, request.maxOutputBytes);
  setLimit(RLIMIT_CORE, 0);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  if (geteuid() == 0 && (setgroups(0, nullptr) != 0 || setgid(NOGROUP) != 0 || setuid(NOBODY) != 0)) {
    std::fprintf(stderr, "qpdf: cannot become the unprivileged user: %s\n", std::strerror(errno));
    _exit(EXIT_UNREADABLE);
  }
  itimerval timer{};
  timer.it_value.tv_sec = static_cast<time_t>(request.timeoutMs / 1000);
  timer.it_value.tv_usec = static_cast<suseconds_t>((request.timeoutMs % 1000) * 1000);
  setitimer(ITIMER_REAL, &timer, nullptr);

  // qpdf copies stream data through buffers it allocates and frees per stream: with glibc's
  // default, every large one is a fresh mmap whose pages fault in again (most of a scan's cost).
  // Kept on the heap, the pages are reused.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
  mallopt(M_TOP_PAD, 16 * 1024 * 1024);

  int code = EXIT_UNREADABLE;
  try {
    code = runJob(request, mine);
  } catch (std::bad_alloc&) {
    std::fprintf(stderr, "qpdf: std::bad_alloc\n");
  } catch (std::exception& error) {
    std::string text = error.what();
    for (char& c : text)
      if (c == '\n' || c == '\r') c = ' ';
    std::fprintf(stderr, "qpdf: %s\n", text.c_str());
  }
  std::fflush(stderr);
  _exit(code);
}

bool writeAll(const char* bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(1, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    bytes += written;
    length -= static_cast<size_t>(written);
  }
  return true;
}

bool sendFile(int fd, off_t length) {
  char chunk[65536];
  for (off_t at = 0; at < length;) {
    ssize_t got = pread(fd, chunk, static_cast<size_t>(std::min<off_t>(sizeof chunk, length - at)), at);
    if (got <= 0) return false;
    if (!writeAll(chunk, static_cast<size_t>(got))) return false;
    at += got;
  }
  return true;
}

off_t sizeOf(int fd) {
  struct stat info {};
  return fstat(fd, &info) == 0 ? info.st_size : 0;
}

// The answer line, then the message and the JSON, straight from the child's memory files.
bool answer(const std::string& id, int status, const Files& files) {
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  off_t message = std::min<off_t>(sizeOf(files.message), MESSAGE_KEPT);
  off_t json = code == EXIT_CLEAN || code == EXIT_WARNINGS ? sizeOf(files.json) : 0;
  std::string line = id + "\t" + std::to_string(code) + "\t" + std::to_string(WIFSIGNALED(status) ? WTERMSIG(status) : 0) +
                     "\t" + std::to_string(message) + "\t" + std::to_string(json) + "\n";
  return writeAll(line.data(), line.size()) && sendFile(files.message, message) && sendFile(files.json, json);
}

// An answer for a job that never got a process (its files could not be opened, no fork).
bool refuse(const std::string& id, const std::string& why) {
  std::string message = "qpdf: " + why + "\n";
  std::string line = id + "\t-1\t0\t" + std::to_string(message.size()) + "\t0\n" + message;
  return writeAll(line.data(), line.size());
}

void closeFiles(const Files& files) {
  for (int fd : {files.input, files.output, files.json, files.message})
    if (fd >= 0) close(fd);
}

}  // namespace

int main() {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  sigset_t childEnded;
  sigemptyset(&childEnded);
  sigaddset(&childEnded, SIGCHLD);
  sigprocmask(SIG_BLOCK, &childEnded, nullptr);
  int childSignals = signalfd(-1, &childEnded, SFD_CLOEXEC | SFD_NONBLOCK);
  if (childSignals < 0) return 1;

  struct Running {
    std::string id;
    Files files;
  };
  std::map<pid_t, Running> running;
  std::string pending;
  bool reading = true;
  while (reading || !running.empty()) {
    pollfd watched[2] = {{0, POLLIN, 0}, {childSignals, POLLIN, 0}};
    if (poll(reading ? watched : watched + 1, reading ? 2 : 1, -1) < 0) {
      if (errno == EINTR) continue;
      return 1;
    }
    if (reading && (watched[0].revents & (POLLIN | POLLHUP | POLLERR))) {
      char chunk[4096];
      ssize_t length = read(0, chunk, sizeof chunk);
      if (length <= 0) {
        // No more requests: the jobs under way end within their bounds and are answered.
        reading = false;
      } else {
        pending.append(chunk, static_cast<size_t>(length));
      }
      for (size_t end; (end = pending.find('\n')) != std::string::npos;) {
        std::string line = pending.substr(0, end);
        pending.erase(0, end + 1);
        Request request;
        // Only our own check thread writes here, and never this: stop rather than guess.
        if (!parseRequest(line, request)) return 1;
        Files files;
        files.input = open(request.inputPath.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (files.input < 0) {
          if (!refuse(request.id, "cannot open the input: " + std::string(std::strerror(errno)))) return 1;
          continue;
        }
        if (request.job == "normalize") {
          files.output =
              open(request.outputPath.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
          if (files.output < 0) {
            closeFiles(files);
            if (!refuse(request.id, "cannot create the output: " + std::string(std::strerror(errno)))) return 1;
            continue;
          }
        }
        files.json = memfd_create("qpdf-json", MFD_CLOEXEC);
        files.message = memfd_create("qpdf-message", MFD_CLOEXEC);
        pid_t child = files.json < 0 || files.message < 0 ? -1 : fork();
        if (child == 0) runChild(request, files);
        if (child < 0) {
          std::string why = std::strerror(errno);
          closeFiles(files);
          if (!refuse(request.id, "no process for the job: " + why)) return 1;
          continue;
        }
        running[child] = {request.id, files};
      }
      if (pending.size() > LINE_MAX_BYTES) return 1;
    }
    if (!watched[1].revents) continue;
    signalfd_siginfo info;
    while (read(childSignals, &info, sizeof info) > 0) {
    }
    int status;
    for (pid_t child; (child = waitpid(-1, &status, WNOHANG)) > 0;) {
      auto found = running.find(child);
      if (found == running.end()) continue;
      bool answered = answer(found->second.id, status, found->second.files);
      closeFiles(found->second.files);
      running.erase(found);
      if (!answered) return 1;
    }
  }
  return 0;
}
