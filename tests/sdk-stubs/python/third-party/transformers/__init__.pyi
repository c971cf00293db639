# Stub of Hugging Face `transformers` 4.57.6, covering only what the site's examples use of Bark: BarkProcessor (from
# models/bark/processing_bark.py), BarkModel (models/bark/modeling_bark.py, with from_pretrained(), to() and device
# from PreTrainedModel and torch.nn.Module), the BatchEncoding a processor returns (tokenization_utils_base.py) and
# the sample_rate of BarkGenerationConfig (models/bark/generation_configuration_bark.py). Everything else is left out.
import os
from collections import UserDict
from typing import Any, Self

import torch

class BatchEncoding(UserDict[str, Any]):
    # Moves every value that has a to() method (tensors, and the voice preset's BatchFeature) to the device.
    def to(self, device: str | torch.device | int, *, non_blocking: bool = False) -> BatchEncoding: ...

class BarkProcessor:
    speaker_embeddings: dict[str, Any] | None
    @classmethod
    def from_pretrained(
        cls,
        pretrained_processor_name_or_path: str | os.PathLike[str],
        speaker_embeddings_dict_path: str | None = "speaker_embeddings_path.json",
        **kwargs: Any,
    ) -> BarkProcessor: ...
    # The voice presets named in the speaker embeddings file, such as "v2/en_speaker_6".
    @property
    def available_voice_presets(self) -> list[str]: ...
    def __call__(
        self,
        text: str | list[str] | None = None,
        voice_preset: str | dict[str, Any] | None = None,
        return_tensors: str = "pt",
        max_length: int = 256,
        add_special_tokens: bool = False,
        return_attention_mask: bool = True,
        return_token_type_ids: bool = False,
        **kwargs: Any,
    ) -> BatchEncoding: ...

class BarkGenerationConfig:
    sample_rate: int

class BarkModel:
    generation_config: BarkGenerationConfig
    @classmethod
    def from_pretrained(
        cls,
        pretrained_model_name_or_path: str | os.PathLike[str] | None,
        *model_args: Any,
        config: Any = None,
        cache_dir: str | os.PathLike[str] | None = None,
        ignore_mismatched_sizes: bool = False,
        force_download: bool = False,
        local_files_only: bool = False,
        token: str | bool | None = None,
        revision: str = "main",
        use_safetensors: bool | None = None,
        weights_only: bool = True,
        **kwargs: Any,
    ) -> Self: ...
    @property
    def device(self) -> torch.device: ...
    def to(self, device: str | torch.device | torch.dtype) -> Self: ...
    # Returns the waveform, shape (batch_size, samples), or (waveform, lengths) with return_output_lengths=True.
    def generate(
        self,
        input_ids: torch.Tensor | None = None,
        history_prompt: dict[str, torch.Tensor] | None = None,
        return_output_lengths: bool | None = None,
        **kwargs: Any,
    ) -> torch.Tensor: ...
