// The qpdf fork server: runs `qpdf --json` on uploaded PDFs for the check process
// (qpdf-json.ts), each file in a process of its own, without paying for a process start per file.
//
// Why: starting the qpdf program (mapping and relocating libqpdf, libstdc++, gnutls and a dozen
// more libraries) costs many times the CPU of reading a small statement (`make bench`, section
// "pdf check"); the BFF checks every PDF of every submission, so starts were most of its CPU. This
// program loads libqpdf once and forks a child per file: the child starts with everything already
// loaded and relocated, and pays only the parse. The isolation is the same as one qpdf program per
// file: a crash, a hang or a memory blow-up ends that child and nothing else, and the child runs
// within the bounds it was given (address space, output size, time). This process never reads a
// PDF itself: it reads requests, forks and reports exit statuses.
//
// Requests, one per line on stdin, fields separated by tabs (the path is one of the BFF's own
// spool files, never a client's name):
//   <id> <memory KiB> <timeout ms> <max output bytes> <pdf path>
// For each, when its child has ended, one line on stdout, then the JSON when there is one:
//   <id> <exit code, or -1 when signalled> <signal, or 0> <JSON bytes that follow> <qpdf's message>
// The child writes qpdf's JSON and messages into memory files of its own (nothing on disk, nothing
// to clean up when the BFF stops). Exit 0 and 3 are a clean file and a repaired one, 2 one qpdf
// cannot read; SIGALRM is the time bound and SIGXFSZ the output bound. The server ends when its
// stdin has ended and its checks are answered, and at once with its parent (its checks with it).
#include <qpdf/QPDFJob.hh>

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <new>
#include <string>
#include <vector>

namespace {

constexpr size_t MESSAGE_KEPT = 2000;
constexpr size_t LINE_MAX_BYTES = 16 * 1024;

// The memory files a check's child writes qpdf's JSON and messages into.
struct Check {
  int jsonFd = -1, messageFd = -1;
};

struct Request {
  std::string id;
  unsigned long long memoryKiB = 0, timeoutMs = 0, maxOutputBytes = 0;
  std::string pdfPath;
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
  if (fields.size() != 5) return false;
  request.id = fields[0];
  request.pdfPath = fields[4];
  return !request.id.empty() && request.id.find_first_not_of("0123456789") == std::string::npos &&
         parseNumber(fields[1], request.memoryKiB) && parseNumber(fields[2], request.timeoutMs) &&
         parseNumber(fields[3], request.maxOutputBytes) && request.pdfPath[0] == '/';
}

void setLimit(int resource, rlim_t value) {
  rlimit limit{value, value};
  setrlimit(resource, &limit);
}

// In the forked child: bounds first, then the same job the qpdf program runs for
// `qpdf --json --json-key=qpdf --no-warn -- <file>`.
[[noreturn]] void runCheck(const Request& request, const Check& check) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  int nothing = open("/dev/null", O_RDONLY);
  dup2(nothing, 0);
  dup2(check.jsonFd, 1);
  dup2(check.messageFd, 2);
  // Nothing of the server or of the other checks stays open in here.
  close_range(3, ~0U, 0);
  setLimit(RLIMIT_AS, request.memoryKiB * 1024);
  setLimit(RLIMIT_FSIZE, request.maxOutputBytes);
  itimerval timer{};
  timer.it_value.tv_sec = static_cast<time_t>(request.timeoutMs / 1000);
  timer.it_value.tv_usec = static_cast<suseconds_t>((request.timeoutMs % 1000) * 1000);
  setitimer(ITIMER_REAL, &timer, nullptr);

  int code = QPDFJob::EXIT_ERROR;
  try {
    QPDFJob job;
    char const* argv[] = {"qpdf", "--json", "--json-key=qpdf", "--no-warn", "--", request.pdfPath.c_str(), nullptr};
    job.initializeFromArgv(argv);
    job.run();
    code = job.getExitCode();
  } catch (std::bad_alloc&) {
    std::cerr << "qpdf: std::bad_alloc" << std::endl;
  } catch (std::exception& error) {
    std::cerr << "qpdf: " << error.what() << std::endl;
  }
  std::cout.flush();
  std::cerr.flush();
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

// The answer line, then the JSON of a file qpdf read (exit 0 or 3), straight from the child's memory file.
bool answer(const std::string& id, int status, const Check& check) {
  char message[MESSAGE_KEPT + 1] = {0};
  ssize_t length = pread(check.messageFd, message, MESSAGE_KEPT, 0);
  for (ssize_t i = 0; i < length; i++)
    if (message[i] == '\n' || message[i] == '\r' || message[i] == '\t' || message[i] == '\0') message[i] = ' ';
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  struct stat json {};
  if ((code != 0 && code != 3) || fstat(check.jsonFd, &json) != 0) json.st_size = 0;
  std::string line = id + "\t" + std::to_string(code) + "\t" + std::to_string(WIFSIGNALED(status) ? WTERMSIG(status) : 0) +
                     "\t" + std::to_string(json.st_size) + "\t" + std::string(message, length > 0 ? length : 0) + "\n";
  if (!writeAll(line.data(), line.size())) return false;
  char chunk[65536];
  for (off_t at = 0; at < json.st_size;) {
    ssize_t got = pread(check.jsonFd, chunk, sizeof chunk, at);
    if (got <= 0) return false;
    if (!writeAll(chunk, static_cast<size_t>(got))) return false;
    at += got;
  }
  return true;
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
    Check check;
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
        // No more requests: the checks under way end within their bounds and are answered.
        reading = false;
      } else {
        pending.append(chunk, static_cast<size_t>(length));
      }
      for (size_t end; (end = pending.find('\n')) != std::string::npos;) {
        std::string line = pending.substr(0, end);
        pending.erase(0, end + 1);
        Request request;
        if (!parseRequest(line, request)) {
          // Only the check process writes here, and never this: stop rather than guess.
          return 1;
        }
        Check check{memfd_create("qpdf-json", MFD_CLOEXEC), memfd_create("qpdf-message", MFD_CLOEXEC)};
        pid_t child = check.jsonFd < 0 || check.messageFd < 0 ? -1 : fork();
        if (child == 0) runCheck(request, check);
        if (child < 0) {
          std::string line = request.id + "\t-1\t0\t0\tno process for the check: " + std::strerror(errno) + "\n";
          close(check.jsonFd);
          close(check.messageFd);
          if (!writeAll(line.data(), line.size())) return 1;
          continue;
        }
        running[child] = {request.id, check};
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
      bool answered = answer(found->second.id, status, found->second.check);
      close(found->second.check.jsonFd);
      close(found->second.check.messageFd);
      running.erase(found);
      if (!answered) return 1;
    }
  }
  return 0;
}
