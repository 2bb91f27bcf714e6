#include "app/workbench/shell/file_browser.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <system_error>

#include <imgui.h>

#include "app/workbench/views/ui_text.hpp"

namespace boardlab::ui {

namespace {

void copyTo(char* buffer, std::size_t size, const std::string& text) {
  std::strncpy(buffer, text.c_str(), size - 1);
  buffer[size - 1] = '\0';
}

}  // namespace

std::filesystem::path typedPath(const std::filesystem::path& folder, const std::string& typed,
                                const std::string& extension, const std::string& home) {
  std::filesystem::path p;
  if ((typed == "~" || typed.starts_with("~/")) && !home.empty())
    p = std::filesystem::path(home) / typed.substr(std::min<std::size_t>(2, typed.size()));
  else
    p = folder / typed;  // an absolute `typed` replaces `folder`
  // The kind of file being saved decides the extension: "edge.png" in a GIF save is "edge.png.gif", since
  // the file holds a GIF; "edge.GIF" keeps its own.
  std::string ext = p.extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!extension.empty() && ext != extension) p += extension;
  return p;
}

void FileBrowser::open(Mode mode, std::filesystem::path folder, std::string suggestedName,
                       std::vector<std::string> extensions) {
  mode_ = mode;
  extensions_ = std::move(extensions);
  requested_ = true;
  std::error_code ec;
  if (folder.empty() || !std::filesystem::is_directory(folder, ec)) folder = std::filesystem::current_path(ec);
  copyTo(name_, sizeof name_, suggestedName);
  focusName_ = mode != Mode::Folder;  // Open too: a name typed at once goes into the field
  showFolder(folder);
}

void FileBrowser::showFolder(const std::filesystem::path& folder) {
  std::error_code ec;
  folder_ = std::filesystem::weakly_canonical(folder, ec);
  if (ec) folder_ = folder;
  copyTo(path_, sizeof path_, folder_.string());
  entries_.clear();
  error_.clear();
  std::filesystem::directory_iterator it(folder_, std::filesystem::directory_options::skip_permission_denied, ec);
  if (ec) {
    error_ = text("Cannot read {0}: {1}", folder_.string(), ec.message());
    return;
  }
  for (; it != std::filesystem::directory_iterator(); it.increment(ec)) {
    if (ec) {
      error_ = text("Stopped reading {0}: {1}", folder_.string(), ec.message());
      break;
    }
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;  // hidden files stay hidden
    std::error_code typeError;
    const bool isFolder = it->is_directory(typeError);
    const std::string ext = it->path().extension().string();
    const bool listedFile = mode_ != Mode::Folder &&
                            (showAll_ || std::find(extensions_.begin(), extensions_.end(), ext) != extensions_.end());
    if (isFolder || listedFile) entries_.push_back({name, isFolder});
  }
  std::sort(entries_.begin(), entries_.end(),
            [](const Entry& a, const Entry& b) { return a.folder != b.folder ? a.folder : a.name < b.name; });
}

std::optional<std::filesystem::path> FileBrowser::draw() {
  const std::string titleText = std::string(tr(mode_ == Mode::Open   ? "Open a file"
                                               : mode_ == Mode::Save ? "Save as"
                                                                     : "Choose a folder")) +
                                "###filebrowser";
  const char* title = titleText.c_str();
  if (requested_) {
    ImGui::OpenPopup(title);
    requested_ = false;
    open_ = true;
  }
  std::optional<std::filesystem::path> chosen;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.55f, vp->WorkSize.y * 0.65f), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(title, &open_)) {
    open_ = false;
    return chosen;
  }
  if (ImGui::Button(tr("Up"))) showFolder(folder_.parent_path());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  const bool pathTyped = ImGui::InputText("##path", path_, sizeof path_, ImGuiInputTextFlags_EnterReturnsTrue);
  if (pathTyped) showFolder(path_);
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.3f, 1), "%s", error_.c_str());

  const float footer = ImGui::GetFrameHeightWithSpacing() * 2.2f;
  ImGui::BeginChild("entries", ImVec2(0, -footer), true);
  std::optional<std::filesystem::path> enter;
  for (const Entry& e : entries_) {
    const std::string label = e.folder ? text("[folder] {0}", e.name) : e.name;
    const bool selected = !e.folder && e.name == name_;
    if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      if (e.folder) {
        enter = folder_ / e.name;
      } else {
        copyTo(name_, sizeof name_, e.name);
        if (ImGui::IsMouseDoubleClicked(0)) chosen = folder_ / e.name;
      }
    }
  }
  ImGui::EndChild();
  if (enter) showFolder(*enter);

  if (mode_ == Mode::Folder) {
    // No name to type: the folder shown is the one chosen.
    // Enter with no field being edited chooses too; Enter in the path field only goes to the folder typed
    // (the field lets go of the keyboard on that very frame). A folder that cannot be read is not chosen.
    ImGui::BeginDisabled(!error_.empty());
    if (ImGui::Button(tr("Choose this folder")) || (!pathTyped && error_.empty() && !ImGui::IsAnyItemActive() &&
                                                    ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))))
      chosen = folder_;
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
      open_ = false;
      ImGui::CloseCurrentPopup();
    }
    if (chosen) {
      open_ = false;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    return chosen;
  }
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
  // Saving starts in the name field with the suggested name selected: what the user types replaces it
  // (a whole path too) instead of landing in its middle.
  if (focusName_) {
    ImGui::SetKeyboardFocusHere();
    focusName_ = false;
  }
  const bool typedEnter = ImGui::InputText(tr("File name"), name_, sizeof name_,
                                           ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  if (ImGui::Checkbox(tr("Show all files"), &showAll_)) showFolder(folder_);
  ImGui::SameLine();
  const bool confirm = ImGui::Button(tr(mode_ == Mode::Open ? "Open" : "Save")) || typedEnter;
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    open_ = false;
    ImGui::CloseCurrentPopup();
  }
  if (confirm && name_[0] != '\0') {
    const char* home = std::getenv("HOME");
    const std::string typed = name_;
    std::error_code ec;
    const std::filesystem::path folder = typedPath(folder_, typed, {}, home ? home : "");
    if (typed.back() == '/' || typed == "~" || std::filesystem::is_directory(folder, ec)) {
      showFolder(folder);  // a folder typed: go there, keep asking for the name
      name_[0] = '\0';
    } else {
      chosen =
          typedPath(folder_, typed, mode_ == Mode::Save && !extensions_.empty() ? extensions_.front() : std::string(),
                    home ? home : "");
    }
  }
  if (chosen) {
    open_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return chosen;
}

}  // namespace boardlab::ui
